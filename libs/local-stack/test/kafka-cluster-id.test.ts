import { newClusterId } from '../src/kafka';

describe('KRaft cluster ids', () => {
  it('when many ids are drawn, then none starts with "-" (StorageTool would read it as an option) and each is 22 base64url characters', () => {
    // With a plain random draw, 5,000 ids all avoiding a leading '-' has a chance of about 1e-34.
    const ids = Array.from({ length: 5000 }, newClusterId);
    expect(ids.filter((id) => id.startsWith('-'))).toEqual([]);
    expect(ids.every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
  });
});
