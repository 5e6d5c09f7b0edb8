import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, LoadingState, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { formFailureOf, PHONE_NUMBER_MESSAGE } from '@/services/kit';
import {
  changeMyPassword,
  DESIGNATION_LABELS,
  getStaff,
  PASSWORD_CONSTRAINT_FIELDS,
  passwordFormSchema,
  profileFormSchema,
  staffKeys,
  updateMyProfile,
  useStaffMember,
  type PasswordFormInput,
  type ProfileFormInput,
  type StaffMember,
} from '@/services/admin';
import { useStoredUser } from '@/services/auth';
import { RouteHeader } from './page-frame';

const EMPTY_PASSWORDS: PasswordFormInput = { current: '', next: '', confirm: '' };

const profileValues = (me: StaffMember): ProfileFormInput => ({ name: me.name, phone: me.phone ?? '' });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Profile({ me }: { me: StaffMember }) {
  const client = useQueryClient();
  // A changed password must not stay typed in the form: a new round mounts it empty.
  const [passwordRound, setPasswordRound] = useState(0);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Section title="My details">
        <Stack gap="4">
          <Text color="fg.muted">
            {me.email} · {DESIGNATION_LABELS[me.designation]}
            {me.department ? ` · ${me.department}` : ''}
          </Text>
          <RecordForm
            key={`${me.id}:${me.version}`}
            label="My details"
            schema={profileFormSchema}
            defaultValues={profileValues(me)}
            columns={1}
            fields={[
              { name: 'name', label: 'Name', kind: 'text', required: true, autoComplete: 'name' },
              { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel' },
            ]}
            describeError={(error) =>
              formFailureOf(error, {
                staff_name_check: { field: 'name', message: 'Enter a name of 1 to 120 characters.' },
                staff_phone_check: { field: 'phone', message: PHONE_NUMBER_MESSAGE },
              })
            }
            onReload={async () => {
              const fresh = await getStaff(me.id);
              return fresh ? profileValues(fresh) : profileValues(me);
            }}
            onSubmit={async (values) => {
              await updateMyProfile(values);
              await client.invalidateQueries({ queryKey: staffKeys.all });
              toaster.create({ type: 'success', title: 'Your details are saved' });
            }}
          />
        </Stack>
      </Section>
      <Section title="Password">
        <RecordForm
          key={passwordRound}
          label="Change password"
          schema={passwordFormSchema}
          defaultValues={EMPTY_PASSWORDS}
          columns={1}
          submitLabel="Change password"
          fields={[
            {
              name: 'current',
              label: 'Current password',
              kind: 'password',
              autoComplete: 'current-password',
            },
            {
              name: 'next',
              label: 'New password',
              kind: 'password',
              autoComplete: 'new-password',
              helper: 'At least 8 characters, with a letter and a digit.',
            },
            { name: 'confirm', label: 'New password again', kind: 'password', autoComplete: 'new-password' },
          ]}
          describeError={(error) => formFailureOf(error, PASSWORD_CONSTRAINT_FIELDS)}
          onSubmit={async (values) => {
            await changeMyPassword(values.current, values.next);
            toaster.create({ type: 'success', title: 'Your password is changed' });
            setPasswordRound((round) => round + 1);
          }}
        />
      </Section>
    </SimpleGrid>
  );
}

export default function DashboardPersonalPage() {
  const user = useStoredUser();
  const me = useStaffMember(user?.staffId ?? null);
  return (
    <Stack gap="6">
      <RouteHeader title="My profile" description="Your name, phone and password." />
      {!user?.staffId ? (
        <Text color="fg.muted">Sign in to see your profile.</Text>
      ) : me.isPending ? (
        <LoadingState label="Loading your profile" />
      ) : me.isError || me.data === null ? (
        <ErrorState
          title="Your profile could not be loaded"
          message={me.error?.message}
          onRetry={() => void me.refetch()}
        />
      ) : (
        <Profile me={me.data} />
      )}
    </Stack>
  );
}
