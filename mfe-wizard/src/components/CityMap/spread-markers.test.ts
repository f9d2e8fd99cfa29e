import { spreadOffsets, type ScreenPoint } from './spread-markers';

const moved = (points: ScreenPoint[], gap: number) => {
  const offsets = spreadOffsets(points, gap);
  return points.map((p) => {
    const [dx, dy] = offsets.get(p.id) ?? [0, 0];
    return { id: p.id, x: p.x + dx, y: p.y + dy };
  });
};
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('spreadOffsets', () => {
  it('when two markers sit one pixel apart, then they end a full gap apart, the northern one still above', () => {
    const [isb, rwp] = moved(
      [
        { id: 'islamabad', x: 100, y: 100, size: 36 },
        { id: 'rawalpindi', x: 100.5, y: 101, size: 26 },
      ],
      4,
    );
    expect(distance(isb!, rwp!)).toBeGreaterThanOrEqual(35);
    expect(distance(isb!, rwp!)).toBeLessThan(36);
    expect(isb!.y).toBeLessThan(rwp!.y);
  });

  it('when markers are already apart by their sizes, then none moves', () => {
    expect(
      spreadOffsets(
        [
          { id: 'a', x: 0, y: 0, size: 12 },
          { id: 'b', x: 17, y: 0, size: 12 },
          { id: 'c', x: 0, y: 17, size: 12 },
        ],
        4,
      ).size,
    ).toBe(0);
    expect(
      spreadOffsets(
        [
          { id: 'a', x: 0, y: 0, size: 36 },
          { id: 'b', x: 25, y: 0, size: 12 },
        ],
        4,
      ).size,
    ).toBe(2);
  });

  it('when five markers crowd one spot, then no two overlap and they stay around where they were', () => {
    const crowd = [0, 1, 2, 3, 4].map((i) => ({ id: `c${i}`, x: 200 + i, y: 50 + (i % 2), size: 16 }));
    const out = moved(crowd, 4);
    for (let i = 0; i < out.length; i++)
      for (let j = i + 1; j < out.length; j++) expect(distance(out[i]!, out[j]!)).toBeGreaterThanOrEqual(20 - 0.5);
    const cx = out.reduce((s, p) => s + p.x, 0) / out.length;
    expect(cx).toBeCloseTo(202, 0);
    for (const p of out) expect(distance(p, { x: 202, y: 50.4 })).toBeLessThan(60);
  });

  it('when a dense region has many markers, then a marker far from the crowd does not move', () => {
    const dense = Array.from({ length: 20 }, (_, i) => ({
      id: `d${i}`,
      x: 100 + (i % 5) * 6,
      y: 100 + Math.floor(i / 5) * 6,
      size: 18,
    }));
    const offsets = spreadOffsets([...dense, { id: 'far', x: 400, y: 400, size: 36 }], 4);
    expect(offsets.has('far')).toBe(false);
    expect(offsets.size).toBeGreaterThan(10);
  });
});
