import { Badge, Button, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { Lock, LockOpen, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { ConfirmDialog, DataTable, PageHeader, toaster, useClientTable, type DataTableColumn } from '@/ui';
import { href } from '@/routes/paths';
import { JOB_STATUSES, OWN_COMPANY_ID, TEAMS, type Job } from './jobs-fixtures';
import { resetJobsDemo, useJobs } from './jobs-store';
import { formatPayRange } from './jobs-search';
import { formatJobDate, jobHref } from './jobs-ui';

type PendingAction = { kind: 'close' | 'reopen' | 'delete'; job: Job } | null;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function postingColumns(ask: (action: PendingAction) => void): DataTableColumn<Job>[] {
  return [
    {
      id: 'title',
      header: 'Job',
      value: (job) => job.title,
      cell: (job) => (
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={jobHref(job.id)}>{job.title}</RouterLink>
        </Link>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'team',
      header: 'Team',
      value: (job) => job.team,
      sortable: true,
      filter: { kind: 'select', options: options(TEAMS) },
    },
    { id: 'type', header: 'Type', value: (job) => job.type, sortable: true },
    { id: 'city', header: 'City', value: (job) => job.city, sortable: true, hidden: true },
    {
      id: 'postedOn',
      header: 'Posted',
      value: (job) => job.postedOn,
      cell: (job) => formatJobDate(job.postedOn),
      sortable: true,
      searchable: false,
    },
    {
      id: 'pay',
      header: 'Monthly pay',
      value: (job) => job.payTo,
      cell: (job) => formatPayRange(job.payFrom, job.payTo).replace(' a month', ''),
      csv: (job) => `${job.payFrom}-${job.payTo}`,
      sortable: true,
      searchable: false,
      hidden: true,
    },
    {
      id: 'applicants',
      header: 'Applicants',
      value: (job) => job.applicants,
      sortable: true,
      searchable: false,
      align: 'end',
    },
    {
      id: 'status',
      header: 'Status',
      value: (job) => job.status,
      cell: (job) => <Badge colorPalette={job.status === 'Open' ? 'green' : 'gray'}>{job.status}</Badge>,
      sortable: true,
      filter: { kind: 'select', options: options(JOB_STATUSES) },
    },
    {
      id: 'actions',
      header: 'Actions',
      value: () => '',
      csv: () => null,
      searchable: false,
      hideable: false,
      cell: (job) => (
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            onClick={() => ask({ kind: job.status === 'Open' ? 'close' : 'reopen', job })}
          >
            {job.status === 'Open' ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
            {job.status === 'Open' ? 'Close' : 'Reopen'}
            <Text as="span" srOnly>
              {job.title}
            </Text>
          </Button>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${job.title}`}
            onClick={() => ask({ kind: 'delete', job })}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      ),
    },
  ];
}

const DIALOG = {
  close: {
    title: 'Close this job?',
    text: (job: Job) =>
      `“${job.title}” stops taking applications and leaves the job search. You can reopen it later.`,
    confirm: 'Close job',
    done: 'Job closed',
  },
  reopen: {
    title: 'Reopen this job?',
    text: (job: Job) => `“${job.title}” takes applications again and shows in the job search.`,
    confirm: 'Reopen job',
    done: 'Job reopened',
  },
  delete: {
    title: 'Delete this job?',
    text: (job: Job) =>
      `“${job.title}” and its ${job.applicants} applicants are removed. This cannot be undone.`,
    confirm: 'Delete job',
    done: 'Job deleted',
  },
} as const;

export default function AppsJobsJobsListPage() {
  const [jobs, setJobs] = useJobs();
  // The action stays set while the dialog animates closed, so its text does not vanish mid-fade.
  const [pending, setPending] = useState<PendingAction>(null);
  const [asking, setAsking] = useState(false);
  const columns = useMemo(
    () =>
      postingColumns((action) => {
        setPending(action);
        setAsking(true);
      }),
    [],
  );
  const postings = useMemo(() => jobs.filter((job) => job.companyId === OWN_COMPANY_ID), [jobs]);
  const table = useClientTable(postings, columns, { sort: [{ id: 'postedOn', desc: true }] });
  const openCount = postings.filter((job) => job.status === 'Open').length;

  const apply = (action: NonNullable<PendingAction>) => {
    const { kind, job } = action;
    setJobs((current) =>
      kind === 'delete'
        ? current.filter((entry) => entry.id !== job.id)
        : current.map((entry) =>
            entry.id === job.id ? { ...entry, status: kind === 'close' ? 'Closed' : 'Open' } : entry,
          ),
    );
    toaster.create({ type: 'success', title: DIALOG[kind].done, description: job.title });
  };

  return (
    <>
      <PageHeader
        title="Jobs list"
        description={`Our own postings: ${openCount} open, ${postings.length - openCount} closed. Close a job when it is filled.`}
        actions={
          <HStack gap="2" wrap="wrap">
            <DemoResetButton subject="the jobs app" onReset={resetJobsDemo} />
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={href('/apps/jobs/job-post')}>
                <Plus aria-hidden="true" /> Post a job
              </RouterLink>
            </Button>
          </HStack>
        }
      />
      <DataTable
        label="Job postings"
        columns={columns}
        getRowId={(job) => job.id}
        getRowLabel={(job) => job.title}
        exportFileName="job-postings"
        emptyTitle="No postings yet"
        emptyDescription="Post a job to start hiring."
        maxHeight="32rem"
        {...table}
      />
      {pending && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={DIALOG[pending.kind].title}
          description={DIALOG[pending.kind].text(pending.job)}
          confirmLabel={DIALOG[pending.kind].confirm}
          tone={pending.kind === 'reopen' ? 'neutral' : 'danger'}
          onConfirm={() => apply(pending)}
        />
      )}
    </>
  );
}
