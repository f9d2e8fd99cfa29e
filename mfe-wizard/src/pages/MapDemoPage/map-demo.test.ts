import { SHORT_CITIES } from '@rbt/pricing';
import { demoStats, visibleCities } from './map-demo';

describe('map demo rules', () => {
  test('when the short list is read, then it has 15 cities from Karachi 2.1M down to Jhang 120K with the spec size classes', () => {
    expect(SHORT_CITIES).toHaveLength(15);
    expect(SHORT_CITIES.map((c) => [c.name, c.users, c.sizeClass])).toEqual(
      expect.arrayContaining([
        ['Karachi', '2.1M', 'large'],
        ['Islamabad', '1M', 'large'],
        ['Faisalabad', '950K', 'medium'],
        ['Hyderabad', '500K', 'medium'],
        ['Gujranwala', '450K', 'small'],
        ['Jhang', '120K', 'small'],
      ]),
    );
  });

  test('when searching, then names match case-insensitively; with show selected only the selected matches remain', () => {
    expect(visibleCities('AL', false, []).map((c) => c.id)).toEqual([
      'faisalabad',
      'rawalpindi',
      'gujranwala',
      'sialkot',
      'bahawalpur',
    ]);
    expect(visibleCities('al', true, ['sialkot', 'karachi']).map((c) => c.id)).toEqual(['sialkot']);
    expect(visibleCities('  ', true, ['karachi']).map((c) => c.id)).toEqual(['karachi']);
  });

  test('when cities are selected, then the stats count them, sum their users and split them by size class', () => {
    const s = demoStats(['karachi', 'quetta', 'jhang', 'sukkur']);
    expect(s).toEqual({
      selectedCount: 4,
      totalCount: 15,
      selectedUsers: 2_100_000 + 550_000 + 120_000 + 150_000,
      totalUsers: s.totalUsers,
      bySize: { large: 1, medium: 1, small: 2 },
    });
    expect(s.totalUsers).toBe(SHORT_CITIES.reduce((n, c) => n + c.population, 0));
  });
});
