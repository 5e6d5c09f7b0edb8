/**
 * What the user decides on the HR dashboard: approve or reject a pending leave request. Only the decisions
 * are stored (by request id), so the fixtures' dates stay relative to today after a reload.
 */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';
import type { LeaveDecision } from './hrm-fixtures';

const decisionsSchema = z.record(z.string(), z.enum(['Approved', 'Rejected']));
export const leaveDecisionStore = createDemoStore<z.ZodType<Record<string, LeaveDecision>>>(
  'hrm.leave-decisions',
  decisionsSchema,
  {},
);
