import type { CampaignStatus } from '@rbt/contracts';
import { statusChange } from './lifecycle';
import { mutate, type CampaignStore } from '../data-access/campaign-repository';
import { dateIn } from './submit-rules';

/**
 * Moves campaigns by calendar date in Asia/Karachi: scheduled goes live on its start date, live and paused
 * complete the day after their end date. Each move is a conditional write, so two schedulers cannot double-move.
 */
export async function runSchedule(p: CampaignStore): Promise<{ started: number; completed: number }> {
  const today = dateIn(p.clock(), 'Asia/Karachi');
  let started = 0;
  let completed = 0;
  const move = async (id: string, from: CampaignStatus, to: CampaignStatus) => {
    const after = await mutate(p, null, id, (doc, now) =>
      doc.status === from ? statusChange(doc, to, 'scheduler', now) : null,
    );
    return after.status === to;
  };
  for (const doc of await p.campaigns.due('scheduled', 'schedule.startDate', '$lte', today)) {
    if (await move(doc._id, 'scheduled', 'live')) started++;
  }
  for (const status of ['live', 'paused'] as const) {
    for (const doc of await p.campaigns.due(status, 'schedule.endDate', '$lt', today)) {
      if (await move(doc._id, status, 'completed')) completed++;
    }
  }
  return { started, completed };
}
