import { zodResolver } from '@hookform/resolvers/zod';
import {
  Avatar,
  Button,
  Card,
  Field,
  FileUpload,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Camera, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDemoStore, saveDemoContent, readFileAsDataUrl } from '@/services/kit';
import { profileSchema, profileStore, type Profile } from './profile/profile-fixtures';
import { PageHeader, toaster } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';

/** The avatar is kept in localStorage with the rest of the demo: keep it small. */
const MAX_AVATAR_BYTES = 500 * 1024;

export default function PagesProfilePage() {
  const [profile, setProfile] = useDemoStore(profileStore);
  const [editing, setEditing] = useState(false);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Profile>({ resolver: zodResolver(profileSchema), values: profile, mode: 'onTouched' });

  const changeAvatar = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setAvatarError(`${file.name} is not a picture.`);
    if (file.size > MAX_AVATAR_BYTES) return setAvatarError(`${file.name} is larger than 500 KB.`);
    readFileAsDataUrl(file)
      .then((avatar) => {
        const failure = saveDemoContent('The photo', () => setProfile((current) => ({ ...current, avatar })));
        setAvatarError(failure?.description ?? null);
        if (failure) return;
        toaster.create({ type: 'success', title: 'Photo updated' });
      })
      .catch((error: unknown) => setAvatarError(error instanceof Error ? error.message : String(error)));
  };

  const textField = (name: Exclude<keyof Profile, 'bio'>, label: string, autoComplete: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...register(name)} autoComplete={autoComplete} />
      <Field.ErrorText color="red.fg">{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <>
      <PageHeader
        title="Profile"
        description="How colleagues and customers see you in the workspace."
        actions={
          !editing && (
            <HStack gap="2" wrap="wrap">
              <DemoResetButton subject="the profile" onReset={profileStore.reset} />
              <Button size="sm" colorPalette="brand" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" /> Edit profile
              </Button>
            </HStack>
          )
        }
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '18rem minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Card.Root size="sm">
          <Card.Body alignItems="center" textAlign="center" gap="3">
            <Avatar.Root size="2xl" colorPalette="brand">
              <Avatar.Fallback name={profile.name} />
              {profile.avatar && <Avatar.Image src={profile.avatar} alt={`Photo of ${profile.name}`} />}
            </Avatar.Root>
            <FileUpload.Root
              accept={['image/png', 'image/jpeg', 'image/webp']}
              maxFiles={1}
              onFileChange={(details) =>
                changeAvatar(details.acceptedFiles[0] ?? details.rejectedFiles[0]?.file)
              }
            >
              <FileUpload.HiddenInput aria-label="Profile photo" />
              <FileUpload.Trigger asChild>
                <Button size="xs" variant="outline">
                  <Camera aria-hidden="true" /> Change photo
                </Button>
              </FileUpload.Trigger>
            </FileUpload.Root>
            {avatarError && (
              <Text role="alert" color="red.fg" textStyle="sm">
                {avatarError}
              </Text>
            )}
            <Stack gap="0">
              <Heading as="h2" size="md">
                {profile.name}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {profile.designation}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>

        <Card.Root size="sm">
          <Card.Body>
            {editing ? (
              <form
                noValidate
                aria-label="Edit profile"
                onSubmit={(event) =>
                  void handleSubmit((values) => {
                    const failure = saveDemoContent('The profile', () =>
                      setProfile((current) => ({ ...current, ...values })),
                    );
                    // Storage full: the form stays open with what was typed.
                    if (failure) {
                      toaster.create({ type: 'error', ...failure });
                      return;
                    }
                    setEditing(false);
                    toaster.create({ type: 'success', title: 'Profile saved' });
                  })(event)
                }
              >
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {textField('name', 'Name', 'name')}
                    {textField('designation', 'Designation', 'organization-title')}
                    {textField('email', 'Email', 'email')}
                    {textField('phone', 'Mobile number', 'tel')}
                    {textField('city', 'City', 'address-level2')}
                  </SimpleGrid>
                  <Field.Root invalid={Boolean(errors.bio)}>
                    <Field.Label>About you</Field.Label>
                    <Textarea {...register('bio')} rows={3} />
                    <Field.ErrorText color="red.fg">{errors.bio?.message}</Field.ErrorText>
                  </Field.Root>
                  <Flex gap="2">
                    <Button type="submit" colorPalette="brand">
                      Save profile
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => {
                        reset(profile);
                        setEditing(false);
                      }}
                    >
                      Cancel
                    </Button>
                  </Flex>
                </Stack>
              </form>
            ) : (
              <Stack as="dl" gap="3" textStyle="sm">
                {(
                  [
                    ['Email', profile.email],
                    ['Mobile number', profile.phone],
                    ['City', profile.city],
                    ['About', profile.bio || '—'],
                  ] as const
                ).map(([term, value]) => (
                  <div key={term}>
                    <Text as="dt" color="fg.muted">
                      {term}
                    </Text>
                    <Text as="dd">{value}</Text>
                  </div>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Grid>
    </>
  );
}
