import { ServingSpec } from '@rbt/contracts';
import { creativeOf, pickCreative, SINGLE } from '../src/serving/domain/creative-rotation';

const audio = (id: string) => ({ id, durationSec: 20 });
const campaign = (over: Partial<ServingSpec>) => ({
  id: 'cmp',
  spec: ServingSpec.parse({
    audio: audio('a1'),
    creatives: [
      { id: 'cmp', audio: audio('a1'), weight: 70 },
      { id: 'cmp-2', audio: audio('a2'), weight: 30 },
    ],
    ...over,
  }),
});

describe('svc-capacity: which creative a decision plays', () => {
  it('when the campaign has one creative, then the pick is its single one (served as before)', () => {
    const c = campaign({ creatives: [] });
    expect(pickCreative(c, 'sub', 0.5)).toBe(SINGLE);
    expect(creativeOf(c, SINGLE)).toBeNull();
  });

  it('when weighted 70/30, then draws below 0.7 play the first and the rest the second', () => {
    const c = campaign({ rotation: 'weighted' });
    expect(pickCreative(c, 'sub', 0.69)).toBe('cmp');
    expect(pickCreative(c, 'sub', 0.7)).toBe('cmp-2');
    expect(pickCreative(c, 'sub', 0.999)).toBe('cmp-2');
  });

  it('when even, then the draw splits the creatives into equal shares', () => {
    const c = campaign({ rotation: 'even' });
    expect(pickCreative(c, 'sub', 0.49)).toBe('cmp');
    expect(pickCreative(c, 'sub', 0.5)).toBe('cmp-2');
  });

  it('when split testing, then a listener always gets the same version and listeners split about evenly', () => {
    const c = campaign({ rotation: 'split_test' });
    const first = pickCreative(c, 'listener-1', 0.1);
    expect(pickCreative(c, 'listener-1', 0.9)).toBe(first);
    const picks = Array.from({ length: 2000 }, (_, i) => pickCreative(c, `listener-${i}`, 0.5));
    const share = picks.filter((p) => p === 'cmp').length / picks.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
  });

  it('when in sequence, then the pick names every creative in order for Redis to choose by the listener’s plays', () => {
    expect(pickCreative(campaign({ rotation: 'sequence' }), 'sub', 0.3)).toBe('seq:cmp,cmp-2');
  });

  it('when a stored pick names a creative the spec no longer has, then the campaign’s own creative plays', () => {
    expect(creativeOf(campaign({}), 'cmp-9')).toBeNull();
    expect(creativeOf(campaign({}), 'cmp-2')?.audio.id).toBe('a2');
  });
});
