import { Schema, Connection, Model } from 'mongoose';
import type { Language } from '@rbt/contracts';

export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  role: 'advertiser' | 'admin';
  passwordHash?: string;
  oidcSubject?: string;
  /** The portal language the account chose; absent until it first chooses. */
  language?: Language;
}

interface UserDoc extends Omit<UserRecord, 'id'> {
  emailLower: string;
}

const schema = new Schema<UserDoc>(
  {
    email: { type: String, required: true },
    // Emails are unique regardless of case: the index is on the lower-cased copy.
    emailLower: { type: String, required: true, unique: true },
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    companyName: { type: String, default: '' },
    role: { type: String, enum: ['advertiser', 'admin'], default: 'advertiser' },
    passwordHash: String,
    oidcSubject: { type: String, index: true, sparse: true },
    language: { type: String, enum: ['en', 'ur'] },
  },
  { timestamps: true },
);

const toRecord = (d: (UserDoc & { _id: unknown }) | null): UserRecord | null =>
  d && {
    id: String(d._id),
    email: d.email,
    firstName: d.firstName,
    lastName: d.lastName,
    companyName: d.companyName,
    role: d.role,
    passwordHash: d.passwordHash,
    oidcSubject: d.oidcSubject,
    ...(d.language ? { language: d.language } : {}),
  };

export class UsersRepository {
  private readonly model: Model<UserDoc>;
  constructor(conn: Connection) {
    this.model = conn.model<UserDoc>('User', schema);
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    return toRecord(await this.model.findOne({ emailLower: email.trim().toLowerCase() }).lean());
  }

  async findById(id: string): Promise<UserRecord | null> {
    if (!/^[a-f0-9]{24}$/.test(id)) return null;
    return toRecord(await this.model.findById(id).lean());
  }

  async findBySubject(sub: string): Promise<UserRecord | null> {
    return toRecord(await this.model.findOne({ oidcSubject: sub }).lean());
  }

  /** Throws a duplicate-key error (code 11000) when the email is taken, whatever its case. */
  async create(u: Omit<UserRecord, 'id'>): Promise<UserRecord> {
    const doc = await this.model.create({ ...u, email: u.email.trim(), emailLower: u.email.trim().toLowerCase() });
    return toRecord(doc.toObject())!;
  }

  async setLanguage(id: string, language: Language): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { language } });
  }

  async setRole(id: string, role: UserRecord['role']): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { role } });
  }
}
