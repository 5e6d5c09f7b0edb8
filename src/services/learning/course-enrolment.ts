/**
 * Who takes a course and how far they are: enrolling staff one by one or a whole department, every
 * enrolment's progress the caller may follow ("who is behind"), the certificate issued when a
 * course is complete, and the staff and departments to enrol.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage } from '../kit/list-page';
import { recordQuery, useWrite } from '../kit/record-queries';
import { asc, desc, eq, getRow, listRows } from '../kit/rows';
import {
  certificateSchema,
  courseKeys,
  progressSchema,
  staffOptionSchema,
  type Certificate,
  type Progress,
  type StaffOption,
} from './courses';

export interface ProgressQuery {
  courseId?: string | undefined;
  /** Only enrolments past their due date and not complete. */
  behindOnly?: boolean | undefined;
}

/** Every enrolment the caller may follow: their own, their department's as its head, or all. */
export async function listProgress(query: ProgressQuery = {}, given?: DataSource): Promise<Progress[]> {
  const { rows } = await fetchPage(
    'course_progress',
    {
      filters: { course_id: query.courseId, behind: query.behindOnly ? true : undefined },
      sort: [desc('behind'), asc('due_on'), asc('staff_name'), asc('enrolment_id')],
      count: 'none',
    },
    progressSchema,
    given,
  );
  return rows;
}

export const enrolSchema = z
  .object({
    target: z.enum(['staff', 'department']),
    staff_ids: z.array(z.string()),
    department: z.string(),
    due_on: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Give a date like 2026-12-31.'),
  })
  .superRefine((value, context) => {
    if (value.target === 'staff' && value.staff_ids.length === 0)
      context.addIssue({ code: 'custom', path: ['staff_ids'], message: 'Choose at least one person.' });
    if (value.target === 'department' && value.department === '')
      context.addIssue({ code: 'custom', path: ['department'], message: 'Choose a department.' });
  });
export type EnrolInput = z.infer<typeof enrolSchema>;

/** Enrols people or a department; returns how many were newly enrolled. */
export async function enrol(courseId: string, input: EnrolInput, given?: DataSource): Promise<number> {
  const ds = await source(given);
  const due = input.due_on === '' ? null : input.due_on;
  if (input.target === 'department') {
    return z.coerce.number().parse(
      await ds.rpc('enrol_department', {
        p_course_id: courseId,
        p_department: input.department,
        p_due_on: due,
      }),
    );
  }
  const enrolled = await listRows(
    'course_enrolments',
    z.object({ staff_id: z.string() }),
    {
      columns: ['staff_id'],
      filters: [eq('course_id', courseId), { column: 'staff_id', op: 'in', value: input.staff_ids }],
    },
    ds,
  );
  const already = new Set(enrolled.map((row) => row.staff_id));
  const fresh = input.staff_ids.filter((id) => !already.has(id));
  if (fresh.length === 0) return 0;
  await ds.insert(
    'course_enrolments',
    fresh.map((staffId) => ({ course_id: courseId, staff_id: staffId, due_on: due })),
  );
  return fresh.length;
}

export const getCertificate = (id: string, given?: DataSource): Promise<Certificate | null> =>
  getRow('certificate_details', id, certificateSchema, given);

export const listActiveStaff = (given?: DataSource): Promise<StaffOption[]> =>
  listRows(
    'staff',
    staffOptionSchema,
    { columns: ['id', 'name', 'department'], filters: [eq('active', true)], sort: [asc('name')] },
    given,
  );

const departmentSchema = z.object({ name: z.string() });

/** Department names by name; `head` keeps those the staff member heads. */
async function departmentNames(head: string | null, given?: DataSource): Promise<string[]> {
  const { rows } = await fetchPage(
    'departments',
    {
      select: ['name'],
      filters: { head_staff_id: head },
      sort: [asc('name')],
      count: 'none',
    },
    departmentSchema,
    given,
  );
  return rows.map((row) => row.name);
}

export async function listDepartments(given?: DataSource): Promise<string[]> {
  return departmentNames(null, given);
}

/** The departments the signed-in person heads: whose people they may enrol and follow. */
export async function departmentsHeadedBy(email: string, given?: DataSource): Promise<string[]> {
  const me = await listRows(
    'staff',
    z.object({ id: z.string() }),
    { columns: ['id'], filters: [eq('email', email)] },
    given,
  );
  const id = me[0]?.id;
  return id === undefined ? [] : departmentNames(id, given);
}

export function useDepartmentsHeadedBy(email: string | undefined) {
  return useQuery({
    queryKey: courseKeys.headed(email ?? ''),
    queryFn: () => departmentsHeadedBy(email ?? ''),
    enabled: email !== undefined,
  });
}

export function useProgress(query: ProgressQuery, enabled = true) {
  return useQuery({ queryKey: courseKeys.progress(query), queryFn: () => listProgress(query), enabled });
}

export const useCertificate = (id: string | null) =>
  useQuery(recordQuery(id, courseKeys.certificate, (certificateId) => getCertificate(certificateId)));

export function useActiveStaff(enabled: boolean) {
  return useQuery({ queryKey: courseKeys.staff(), queryFn: () => listActiveStaff(), enabled });
}

export function useDepartments(enabled: boolean) {
  return useQuery({ queryKey: courseKeys.departments(), queryFn: () => listDepartments(), enabled });
}

export const useEnrol = () =>
  useWrite(
    (input: { courseId: string; values: EnrolInput }) => enrol(input.courseId, input.values),
    [courseKeys.all],
    { handlesError: true, refreshOn: 'success' },
  );
