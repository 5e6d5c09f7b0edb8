import { zodResolver } from '@hookform/resolvers/zod';
import {
  Avatar,
  Button,
  Card,
  chakra,
  CloseButton,
  Dialog,
  Field,
  Group,
  HStack,
  IconButton,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LayoutGrid, List, Pencil, Plus, Star, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useDemoStore } from '@/services/kit';
import { contactStore, type Contact } from './contacts/contact-fixtures';
import { ConfirmDialog, EmptyState, PageHeader, toaster } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';

const formSchema = z.object({
  name: z.string().trim().min(2, 'Enter the contact’s name'),
  company: z.string().trim(),
  role: z.string().trim(),
  email: z.email('Enter an email address such as name@example.in'),
  phone: z
    .string()
    .trim()
    .regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number'),
});
type ContactForm = z.infer<typeof formSchema>;

const EMPTY: ContactForm = { name: '', company: '', role: '', email: '', phone: '' };

function ContactDialog({
  contact,
  onClose,
  onSave,
}: {
  contact: Contact | 'new';
  onClose: () => void;
  onSave: (values: ContactForm) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactForm>({
    resolver: zodResolver(formSchema),
    defaultValues: contact === 'new' ? EMPTY : contact,
    mode: 'onTouched',
  });
  const field = (name: keyof ContactForm, label: string, required: boolean) => (
    <Field.Root invalid={Boolean(errors[name])} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...register(name)} />
      <Field.ErrorText color="red.fg">{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form display="contents" noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
              <Dialog.Header>
                <Dialog.Title>{contact === 'new' ? 'Add contact' : `Edit ${contact.name}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {field('name', 'Name', true)}
                  {field('email', 'Email', true)}
                  {field('phone', 'Mobile number', true)}
                  {field('company', 'Company', false)}
                  {field('role', 'Role', false)}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand">
                  Save contact
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default function PagesContactsPage() {
  const [contacts, setContacts] = useDemoStore(contactStore);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [search, setSearch] = useState('');
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);

  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = contacts
    .filter((contact) => !onlyFavourites || contact.favourite)
    .filter((contact) =>
      words.every((word) =>
        `${contact.name} ${contact.company} ${contact.role} ${contact.email}`.toLowerCase().includes(word),
      ),
    )
    .sort((a, b) => Number(b.favourite) - Number(a.favourite) || a.name.localeCompare(b.name));

  const actions = (contact: Contact) => (
    <HStack gap="1">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Favourite ${contact.name}`}
        aria-pressed={contact.favourite}
        colorPalette={contact.favourite ? 'orange' : 'gray'}
        onClick={() =>
          setContacts((list) =>
            list.map((other) =>
              other.id === contact.id ? { ...other, favourite: !other.favourite } : other,
            ),
          )
        }
      >
        <Star fill={contact.favourite ? 'currentColor' : 'none'} />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Edit ${contact.name}`}
        onClick={() => setEditing(contact)}
      >
        <Pencil />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${contact.name}`}
        onClick={() => setDeleting(contact)}
      >
        <Trash2 />
      </IconButton>
    </HStack>
  );

  return (
    <>
      <PageHeader
        title="Contacts"
        description="Clients, installers and suppliers you work with."
        actions={
          <HStack gap="2" wrap="wrap">
            <DemoResetButton subject="the contacts" onReset={contactStore.reset} />
            <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" /> Add contact
            </Button>
          </HStack>
        }
      />
      <HStack gap="3" mb="4" wrap="wrap">
        <Input
          type="search"
          aria-label="Search contacts"
          placeholder="Search contacts"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxW={{ md: '20rem' }}
          flex="1 1 12rem"
        />
        <Button
          size="sm"
          variant={onlyFavourites ? 'subtle' : 'outline'}
          aria-pressed={onlyFavourites}
          onClick={() => setOnlyFavourites(!onlyFavourites)}
        >
          <Star aria-hidden="true" /> Favourites only
        </Button>
        <Group attached role="group" aria-label="Layout">
          <IconButton
            size="sm"
            variant={view === 'grid' ? 'subtle' : 'outline'}
            aria-label="Show as grid"
            aria-pressed={view === 'grid'}
            onClick={() => setView('grid')}
          >
            <LayoutGrid />
          </IconButton>
          <IconButton
            size="sm"
            variant={view === 'list' ? 'subtle' : 'outline'}
            aria-label="Show as list"
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <List />
          </IconButton>
        </Group>
      </HStack>
      {shown.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title="No contacts match"
          description="Try another word or show all contacts."
        />
      ) : view === 'grid' ? (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, lg: 3 }}
          gap="3"
          aria-label="Contacts"
        >
          {shown.map((contact) => (
            <Card.Root as="li" key={contact.id} size="sm">
              <Card.Body gap="2">
                <HStack justify="space-between" align="flex-start">
                  <HStack gap="3" minW="0">
                    <Avatar.Root size="md" colorPalette="brand">
                      <Avatar.Fallback name={contact.name} />
                    </Avatar.Root>
                    <Stack gap="0" minW="0">
                      <Text fontWeight="semibold" truncate>
                        {contact.name}
                      </Text>
                      <Text textStyle="xs" color="fg.muted" truncate>
                        {[contact.role, contact.company].filter(Boolean).join(', ')}
                      </Text>
                    </Stack>
                  </HStack>
                  {actions(contact)}
                </HStack>
                <Text textStyle="sm" truncate>
                  {contact.email}
                </Text>
                <Text textStyle="sm">{contact.phone}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" rounded="l2" aria-label="Contacts">
          {shown.map((contact) => (
            <HStack
              as="li"
              key={contact.id}
              justify="space-between"
              px="3"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
              gap="3"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" truncate>
                  {contact.name}
                </Text>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {contact.email} · {contact.phone}
                </Text>
              </Stack>
              {actions(contact)}
            </HStack>
          ))}
        </Stack>
      )}
      {editing && (
        <ContactDialog
          contact={editing}
          onClose={() => setEditing(null)}
          onSave={(values) => {
            if (editing === 'new')
              setContacts((list) => [
                ...list,
                { ...values, id: `c-${Date.now().toString(36)}`, favourite: false },
              ]);
            else
              setContacts((list) =>
                list.map((other) => (other.id === editing.id ? { ...other, ...values } : other)),
              );
            toaster.create({ type: 'success', title: `${values.name} saved` });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'this contact'}?`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => {
          if (deleting) setContacts((list) => list.filter((other) => other.id !== deleting.id));
        }}
      />
    </>
  );
}
