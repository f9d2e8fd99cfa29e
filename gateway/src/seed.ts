import type { Logger } from '@rbt/service-kit';
import type { UsersRepository } from './auth/users-repository';
import { hashPassword } from './auth/passwords';

/** Demo accounts of the local stack (printed by `npm start`); never enabled in production. */
export const DEMO_USERS = [
  {
    email: 'advertiser@rbt.local',
    password: 'advertiser-demo',
    firstName: 'Ayesha',
    lastName: 'Khan',
    companyName: 'Chai Wala Co.',
    role: 'advertiser' as const,
  },
  {
    email: 'admin@rbt.local',
    password: 'admin-demo',
    firstName: 'Bilal',
    lastName: 'Ahmed',
    companyName: 'RBT Ads',
    role: 'admin' as const,
  },
];

export async function seedDemoUsers(users: UsersRepository, logger: Logger, cost: number): Promise<void> {
  for (const { password, ...u } of DEMO_USERS) {
    const existing = await users.findByEmail(u.email);
    if (existing) {
      if (existing.role !== u.role) await users.setRole(existing.id, u.role);
      continue;
    }
    await users.create({ ...u, passwordHash: await hashPassword(password, cost) }).catch((err: { code?: number }) => {
      if (err.code !== 11000) throw err;
    });
    logger.info({ email: u.email }, 'seeded demo user');
  }
}
