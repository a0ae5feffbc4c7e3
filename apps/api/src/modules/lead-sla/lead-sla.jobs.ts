import { defineJob } from '../../lib/jobs.js';
import { smsDriverOf } from '../../lib/sms-driver.js';
import { autoAssignUnclaimed, escalateOverdue, remindBeforeDeadline } from './lead-sla.service.js';

/**
 * The one-working-day promise (decision 039): scans every minute, each idempotent (a notice is
 * written once per operator, kind and lead; an assignment re-reads its lead under lock).
 */
export const leadSlaJobs = [
  defineJob({
    name: 'lead-sla-reminder',
    schedule: '* * * * *',
    singleton: true,
    retry: { limit: 3, delaySeconds: 20, backoff: true },
    handler: ({ db, now }) => remindBeforeDeadline(db, now),
  }),
  defineJob({
    name: 'lead-escalation',
    schedule: '* * * * *',
    singleton: true,
    retry: { limit: 3, delaySeconds: 20, backoff: true },
    handler: ({ db, now }) => escalateOverdue(db, now),
  }),
  defineJob({
    name: 'lead-auto-assign',
    schedule: '* * * * *',
    singleton: true,
    retry: { limit: 3, delaySeconds: 20, backoff: true },
    handler: ({ db, now, app }) =>
      autoAssignUnclaimed(db, now, smsDriverOf(app), ({ leadId, memberId }) =>
        app.live.publish([`member:${memberId}`], { type: 'event', topic: 'lead', id: String(leadId) }),
      ),
  }),
];
