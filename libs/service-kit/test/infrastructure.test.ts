import { Schema } from 'mongoose';
import { buildIndexes, connectMongo, createRedis } from '../src';
import { uniqueName, stackEnv } from '@rbt/test-kit';

const env = stackEnv();

describe('real MongoDB-protocol server', () => {
  const dbName = uniqueName('kit_mongo');
  let conn: Awaited<ReturnType<typeof connectMongo>>;
  beforeAll(async () => {
    conn = await connectMongo(env.MONGO_URL, dbName);
  });
  afterAll(async () => {
    await conn.dropDatabase();
    await conn.close();
  });

  it('when a document is saved, then it is found again with its fields and a unique index holds', async () => {
    const Thing = conn.model(
      'Thing',
      new Schema(
        { name: { type: String, required: true, unique: true }, tags: [String], n: Number },
        { timestamps: true },
      ),
    );
    await buildIndexes(conn);
    const created = await Thing.create({ name: 'karachi', tags: ['t1'], n: 3 });
    const found = await Thing.findById(created._id).lean();
    expect(found).toMatchObject({ name: 'karachi', tags: ['t1'], n: 3 });
    expect(found?.createdAt).toBeInstanceOf(Date);
    await Thing.updateOne({ _id: created._id, n: 3 }, { $inc: { n: 1 } });
    expect((await Thing.findById(created._id).lean())?.n).toBe(4);
    await expect(Thing.create({ name: 'karachi' })).rejects.toThrow(/duplicate key/i);
  });
});

describe('real Redis', () => {
  const redis = createRedis(env.REDIS_URL);
  afterAll(() => redis.quit());

  it('when a value is written with an expiry, then it is read back and expires', async () => {
    const key = uniqueName('kit_redis');
    await redis.set(key, 'v', 'PX', 300);
    expect(await redis.get(key)).toBe('v');
    await new Promise((r) => setTimeout(r, 400));
    expect(await redis.get(key)).toBeNull();
  });
});
