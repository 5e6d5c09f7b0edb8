/**
 * Enrol people in a course, one by one or a whole department (which the database expands to its
 * active staff), with an optional due date, in the one RecordForm. Those already enrolled keep
 * their enrolment. The database decides whom the person may enrol (their department as its head,
 * anyone with staff.manage); the form offers only those.
 */
import { Text } from '@chakra-ui/react';
import { DialogFrame, LoadingState, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import type { RecordFieldSpec } from '@/ui/components/record-form/record-form-types';
import { formFailureOf } from '@/services/kit';
import { usePermissions } from '@/services/admin';
import { useStoredUser } from '@/services/auth';
import {
  enrolSchema,
  useActiveStaff,
  useDepartments,
  useDepartmentsHeadedBy,
  useEnrol,
  type EnrolInput,
} from '@/services/learning';

const EMPTY: EnrolInput = { target: 'staff', staff_ids: [], department: '', due_on: '' };

function EnrolForm({ courseId, onDone }: { courseId: string; onDone: () => void }) {
  const permissions = usePermissions();
  const user = useStoredUser();
  const everyone = permissions.can('staff.manage');
  const headed = useDepartmentsHeadedBy(user?.email);
  const staff = useActiveStaff(true);
  const departments = useDepartments(true);
  const enrol = useEnrol();
  if (permissions.isPending || headed.isPending || staff.isPending || departments.isPending) {
    return <LoadingState label="Loading the staff…" />;
  }
  const mayEnrol = (department: string | null) =>
    everyone || (department !== null && (headed.data ?? []).includes(department));
  const people = (staff.data ?? []).filter((person) => mayEnrol(person.department));
  const teams = (departments.data ?? []).filter((name) => mayEnrol(name));
  if (people.length === 0) {
    return <Text>You can enrol the people of a department you head; you head none.</Text>;
  }
  const fields: RecordFieldSpec<keyof EnrolInput>[] = [
    {
      name: 'target',
      label: 'Enrol',
      kind: 'select',
      required: true,
      wide: true,
      options: [
        { value: 'staff', label: 'Chosen people' },
        { value: 'department', label: 'A whole department' },
      ],
    },
    {
      name: 'staff_ids',
      label: 'People',
      kind: 'multi-select',
      wide: true,
      helper: 'Used when enrolling chosen people.',
      options: people.map((person) => ({
        value: person.id,
        label: person.department ? `${person.name} (${person.department})` : person.name,
      })),
    },
    {
      name: 'department',
      label: 'Department',
      kind: 'select',
      placeholder: 'Choose a department',
      helper: 'Used when enrolling a whole department: its active staff are enrolled.',
      options: teams.map((name) => ({ value: name, label: name })),
    },
    {
      name: 'due_on',
      label: 'Due date',
      kind: 'date',
      helper: 'Past this date and not complete counts as behind.',
    },
  ];
  return (
    <RecordForm
      label="Enrol staff"
      schema={enrolSchema}
      defaultValues={EMPTY}
      fields={fields}
      submitLabel="Enrol"
      onCancel={onDone}
      describeError={(error) => formFailureOf(error, {})}
      onSubmit={async (values) => {
        const added = await enrol.mutateAsync({ courseId, values });
        toaster.create({
          type: 'success',
          title: added === 0 ? 'Everyone chosen was already enrolled' : `${added} enrolled`,
        });
        onDone();
      }}
    />
  );
}

export function EnrolDialog({
  courseId,
  courseTitle,
  open,
  onOpenChange,
}: {
  courseId: string;
  courseTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={`Enrol in ${courseTitle}`} size="lg" fresh>
      <EnrolForm courseId={courseId} onDone={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
