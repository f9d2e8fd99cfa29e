import { AreaCity } from '@rbt/contracts';

/** The 8 metros with named areas for niche micro-geo targeting (spec §9); ids are slugs of the names. */
const AREAS: Record<string, [name: string, areas: string[]]> = {
  karachi: [
    'Karachi',
    [
      'Clifton',
      'DHA',
      'Saddar',
      'Gulshan-e-Iqbal',
      'Gulistan-e-Jauhar',
      'North Nazimabad',
      'Nazimabad',
      'PECHS',
      'Federal B Area',
      'Korangi',
      'Malir',
      'Landhi',
      'Orangi Town',
      'Lyari',
      'Bahadurabad',
      'Defence View',
    ],
  ],
  lahore: [
    'Lahore',
    [
      'Gulberg',
      'DHA',
      'Model Town',
      'Johar Town',
      'Bahria Town',
      'Garden Town',
      'Allama Iqbal Town',
      'Shadman',
      'Cantt',
      'Township',
      'Faisal Town',
      'Wapda Town',
      'Walled City',
      'Valencia',
    ],
  ],
  islamabad: [
    'Islamabad',
    [
      'Blue Area',
      'F-6',
      'F-7',
      'F-8',
      'F-10',
      'F-11',
      'G-9',
      'G-10',
      'G-11',
      'E-7',
      'I-8',
      'DHA Islamabad',
      'Bahria Town',
      'Bani Gala',
    ],
  ],
  peshawar: [
    'Peshawar',
    [
      'Hayatabad',
      'University Town',
      'Saddar',
      'Cantonment',
      'Gulbahar',
      'Warsak Road',
      'Board Bazaar',
      'Tehkal',
      'Dalazak Road',
      'Old City',
      'Ring Road',
    ],
  ],
  rawalpindi: [
    'Rawalpindi',
    [
      'Saddar',
      'Satellite Town',
      'Bahria Town',
      'DHA',
      'Chaklala',
      'Westridge',
      'Committee Chowk',
      'Raja Bazaar',
      'Peshawar Road',
      'Gulraiz',
      'Adiala Road',
    ],
  ],
  gujranwala: [
    'Gujranwala',
    [
      'Satellite Town',
      'Model Town',
      'DC Road',
      'Civil Lines',
      'Peoples Colony',
      'Wapda Town',
      'Citi Housing',
      'Rahwali Cantt',
      'GT Road',
      'Sialkot Road',
    ],
  ],
  quetta: [
    'Quetta',
    [
      'Jinnah Town',
      'Satellite Town',
      'Samungli Road',
      'Cantonment',
      'Sariab Road',
      'Brewery Road',
      'Airport Road',
      'Shahbaz Town',
      'Chaman Housing',
      'Zarghoon Road',
      'Hazara Town',
    ],
  ],
  hyderabad: [
    'Hyderabad',
    [
      'Latifabad',
      'Qasimabad',
      'Hirabad',
      'Saddar',
      'Paretabad',
      'Citizen Colony',
      'Auto Bhan Road',
      'Wadhu Wah Road',
      'Kohsar',
      'Hyder Chowk',
      'Gulistan-e-Sajjad',
    ],
  ],
};

export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const AREA_CITIES: readonly AreaCity[] = Object.entries(AREAS).map(([id, [name, areas]]) =>
  AreaCity.parse({ id, name, areas: areas.map((a) => ({ id: slug(a), name: a })) }),
);
