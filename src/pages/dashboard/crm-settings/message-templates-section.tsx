/**
 * WhatsApp and e-mail templates the lead drawer offers, edited with a live preview of the message
 * a lead would get ({name} {company} {owner} {phone} filled with a sample lead).
 */
import { Badge, Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { formFailureOf } from '@/services/kit';
import {
  fillTemplate,
  MESSAGE_TEMPLATE_CONSTRAINT_MESSAGES,
  MESSAGE_TEMPLATE_KIND_LABELS,
  MESSAGE_TEMPLATE_KINDS,
  messageTemplateFormSchema,
  TEMPLATE_PLACEHOLDER_LABELS,
  TEMPLATE_PLACEHOLDERS,
  useDeleteMessageTemplate,
  useMessageTemplates,
  useSaveMessageTemplate,
  type MessageTemplate,
  type MessageTemplateFormInput,
  type MessageTemplateKind,
} from '@/services/crm';

const SAMPLE = {
  name: 'Priya Sharma',
  company: 'Sharma Interiors',
  owner: 'Asha Rao',
  phone: '+91 98450 10001',
};

const formOf = (template: MessageTemplate): MessageTemplateFormInput => ({
  kind: template.kind,
  name: template.name,
  subject: template.subject ?? '',
  body: template.body,
  active: template.active,
});

const emptyForm = (kind: MessageTemplateKind): MessageTemplateFormInput => ({
  kind,
  name: '',
  subject: '',
  body: '',
  active: true,
});

function Preview({ values }: { values: MessageTemplateFormInput }) {
  return (
    <Card.Root variant="subtle" aria-label="Preview" role="region">
      <Card.Body gap="1">
        <Text textStyle="xs" color="fg.muted">
          Preview for {SAMPLE.name}
        </Text>
        {values.kind === 'email' ? (
          <Text fontWeight="semibold">{fillTemplate(values.subject, SAMPLE) || 'No subject'}</Text>
        ) : null}
        <Text whiteSpace="pre-wrap">
          {fillTemplate(values.body, SAMPLE) || 'Write the message to see it here.'}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function MessageTemplatesSection({ lockedReason }: { lockedReason: string | null }) {
  const templates = useMessageTemplates();
  const save = useSaveMessageTemplate();
  const remove = useDeleteMessageTemplate();
  const [editing, setEditing] = useState<MessageTemplate | MessageTemplateKind | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const canEdit = lockedReason === null;
  const current = typeof editing === 'object' ? editing : null;

  const fields: RecordFieldSpec<keyof MessageTemplateFormInput>[] = [
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      required: true,
      options: MESSAGE_TEMPLATE_KINDS.map((value) => ({ value, label: MESSAGE_TEMPLATE_KIND_LABELS[value] })),
    },
    { name: 'name', label: 'Template name', kind: 'text', required: true },
    { name: 'subject', label: 'Subject', kind: 'text', wide: true, helper: 'E-mail only.' },
    {
      name: 'body',
      label: 'Message',
      kind: 'textarea',
      required: true,
      wide: true,
      helper: `Placeholders: ${TEMPLATE_PLACEHOLDERS.map((p) => `{${p}} ${TEMPLATE_PLACEHOLDER_LABELS[p].toLowerCase()}`).join(', ')}.`,
    },
    { name: 'active', label: 'Offered in the lead drawer', kind: 'checkbox' },
  ];

  return (
    <Stack as="section" aria-labelledby="templates-heading" gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Heading as="h2" size="md" id="templates-heading">
            Message templates
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            What the WhatsApp and E-mail buttons on a lead start with.
          </Text>
        </Stack>
        {canEdit ? (
          <HStack gap="2">
            {MESSAGE_TEMPLATE_KINDS.map((kind) => (
              <Button key={kind} size="sm" variant="outline" onClick={() => setEditing(kind)}>
                <Plus aria-hidden="true" /> New {MESSAGE_TEMPLATE_KIND_LABELS[kind]} template
              </Button>
            ))}
          </HStack>
        ) : null}
      </HStack>
      {templates.isPending ? <LoadingState label="Loading the templates…" minH="20" /> : null}
      {templates.isError ? (
        <ErrorState
          title="The templates could not be loaded"
          message={templates.error.message}
          onRetry={() => void templates.refetch()}
        />
      ) : null}
      {templates.data && templates.data.length === 0 && editing === null ? (
        <EmptyState
          title="No templates yet"
          description="Add a WhatsApp or e-mail template for the lead drawer."
        />
      ) : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Stack as="ul" aria-label="Templates" gap="2" listStyleType="none">
          {(templates.data ?? []).map((template) => (
            <Box as="li" key={template.id} borderWidth="1px" rounded="l2" p="3" bg="bg.panel">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <HStack gap="2">
                  <Badge colorPalette={template.kind === 'whatsapp' ? 'green' : 'blue'}>
                    {MESSAGE_TEMPLATE_KIND_LABELS[template.kind]}
                  </Badge>
                  <Text fontWeight="semibold">{template.name}</Text>
                  {template.active ? null : <Badge>Not offered</Badge>}
                </HStack>
                {canEdit ? (
                  <HStack gap="1">
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Edit template ${template.name}`}
                      onClick={() => setEditing(template)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete template ${template.name}`}
                      onClick={() => setDeleting(template)}
                    >
                      Delete
                    </Button>
                  </HStack>
                ) : null}
              </HStack>
              <Text textStyle="sm" color="fg.muted" lineClamp={2} mt="1">
                {template.body}
              </Text>
            </Box>
          ))}
        </Stack>
        {editing !== null && canEdit ? (
          <Box borderWidth="1px" rounded="l3" p="4">
            <RecordForm
              key={current ? `${current.id}:${current.version}` : `new:${String(editing)}`}
              label={current ? `Edit template ${current.name}` : 'New template'}
              schema={messageTemplateFormSchema}
              defaultValues={current ? formOf(current) : emptyForm(editing as MessageTemplateKind)}
              fields={fields}
              columns={1}
              submitLabel="Save template"
              onCancel={() => setEditing(null)}
              describeError={(error) => formFailureOf(error, MESSAGE_TEMPLATE_CONSTRAINT_MESSAGES)}
              onSubmit={async (values) => {
                const saved = await save.mutateAsync({
                  id: current?.id ?? null,
                  version: current?.version ?? null,
                  values,
                });
                toaster.create({ type: 'success', title: `${saved.name} saved` });
                setEditing(saved);
              }}
            >
              {(values) => <Preview values={values} />}
            </RecordForm>
          </Box>
        ) : null}
      </SimpleGrid>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={`Delete the template “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          if (current?.id === deleting.id) setEditing(null);
          toaster.create({ type: 'success', title: `${deleting.name} deleted` });
        }}
      />
    </Stack>
  );
}
