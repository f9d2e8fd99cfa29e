import {
  addFreeText,
  addInterest,
  EMPTY_NICHE,
  estimateCityIds,
  premiumTargets,
  toDraftPatch,
  toggleBrand,
  toggleCity,
  TOP_BRANDS,
} from './niche-state';

describe('niche targeting rules', () => {
  test('when free text is padded, empty or a duplicate in another case, then it is trimmed once and the rest ignored', () => {
    let list = addFreeText([], '  Cricket  ');
    list = addFreeText(list, '   ');
    list = addFreeText(list, '');
    list = addFreeText(list, 'cricket');
    expect(list).toEqual(['Cricket']);
  });

  test('when a custom interest names a category, then that category is selected instead of free text', () => {
    expect(addInterest([], ' Real Estate ')).toEqual(['real-estate']);
    expect(addInterest(['finance'], 'FINANCE')).toEqual(['finance']);
    expect(addInterest([], 'Cricket')).toEqual(['Cricket']);
  });

  test('when a brand is deselected, then its models go and the other brands keep theirs', () => {
    let s = toggleBrand(toggleBrand(EMPTY_NICHE, 'samsung'), 'iphone');
    s = { ...s, deviceModels: ['samsung-galaxy-s24', 'iphone-iphone-11'] };
    s = toggleBrand(s, 'samsung');
    expect(s.deviceBrands).toEqual(['iphone']);
    expect(s.deviceModels).toEqual(['iphone-iphone-11']);
  });

  test('when a city is deselected, then its areas go and other cities keep theirs', () => {
    let s = toggleCity(toggleCity(EMPTY_NICHE, 'karachi'), 'lahore');
    s = { ...s, areas: ['karachi/dha', 'lahore/dha'] };
    expect(toggleCity(s, 'karachi')).toMatchObject({ cities: ['lahore'], areas: ['lahore/dha'] });
  });

  test('when the brands are listed, then they are the top 20 by market share, largest first', () => {
    expect(TOP_BRANDS).toHaveLength(20);
    expect(TOP_BRANDS.slice(0, 3).map((b) => b.name)).toEqual(['Samsung', 'iPhone', 'Xiaomi']);
    const shares = TOP_BRANDS.map((b) => b.marketShare);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });

  test.each([
    ['a 2022 Samsung model', ['samsung-galaxy-a12'], []],
    ['a 2023 Samsung model', ['samsung-galaxy-a15'], ['device']],
    ['a 2019 Apple model', ['iphone-iphone-11'], ['device']],
  ])('when %s is the only pick, then the device premium is %p', (_, deviceModels, expected) => {
    expect(premiumTargets({ ...EMPTY_NICHE, deviceModels })).toEqual(expected);
  });

  test('when custom cities name a built-in city, then they join the estimate cities; unknown names do not', () => {
    const s = { ...EMPTY_NICHE, cities: ['karachi'], customCities: ['multan', 'Atlantis', 'Karachi'] };
    expect(estimateCityIds(s)).toEqual(['karachi', 'multan']);
  });

  test("when a custom city is typed by the page's name, then it joins the estimate cities too", () => {
    const urdu: Record<string, string> = { lahore: 'لاہور', multan: 'ملتان' };
    const shown = (id: string) => urdu[id] ?? id;
    const s = { ...EMPTY_NICHE, customCities: [' لاہور', 'ملتان', 'Quetta', 'اٹلانٹس'] };
    expect(estimateCityIds(s, shown)).toEqual(['lahore', 'multan', 'quetta']);
    expect(estimateCityIds(s)).toEqual(['quetta']);
  });

  test('when the selection becomes a draft patch, then it is niche targeting with areas, custom cities and devices', () => {
    const s = {
      cities: ['karachi'],
      interests: ['finance', 'Cricket'],
      areas: ['karachi/dha'],
      customCities: ['Chaman'],
      deviceBrands: ['iphone'],
      deviceModels: ['iphone-iphone-15'],
    };
    expect(toDraftPatch(s)).toEqual({
      customTargeting: 'niche',
      cities: ['karachi'],
      nicheTargeting: {
        interests: ['finance', 'Cricket'],
        location: { areas: ['karachi/dha'], customCities: ['Chaman'] },
        behavior: { deviceBrands: ['iphone'], deviceModels: ['iphone-iphone-15'] },
      },
    });
  });
});
