import { pick, intBetween, type Rand } from './prng';

/** Ingredients for plausible UK businesses and people. Addresses use the .example domain so nothing is ever delivered. */
const FIRST = [
  'Oliver',
  'Amelia',
  'George',
  'Isla',
  'Harry',
  'Ava',
  'Noah',
  'Mia',
  'Jack',
  'Ivy',
  'Leo',
  'Freya',
  'Arthur',
  'Lily',
  'Muhammad',
  'Florence',
  'Oscar',
  'Grace',
  'Charlie',
  'Sophia',
  'Priya',
  'Rhys',
  'Siobhan',
  'Kwame',
  'Aisha',
  'Tomasz',
  'Eilidh',
  'Callum',
  'Niamh',
  'Ravi',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'Khan',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Clarke',
  'Campbell',
  "O'Neill",
  'Morgan',
  'Mensah',
  'Kowalski',
  'MacLeod',
  'Begum',
  'Singh',
  'Fraser',
];
const PLACES = [
  'Thames',
  'Pennine',
  'Severn',
  'Cotswold',
  'Mersey',
  'Highland',
  'Tyne',
  'Chiltern',
  'Solent',
  'Brecon',
  'Fenland',
  'Clyde',
  'Dales',
  'Mendip',
  'Wessex',
  'Avon',
  'Humber',
  'Medway',
  'Quantock',
  'Trent',
];
const WORDS = [
  'Oak',
  'Harbour',
  'Lantern',
  'Copper',
  'Meadow',
  'Foundry',
  'Bramble',
  'Anchor',
  'Kestrel',
  'Willow',
  'Granite',
  'Saffron',
  'Thistle',
  'Heron',
  'Juniper',
  'Beacon',
  'Hawthorn',
  'Orchard',
  'Larch',
  'Marble',
];
const TRADES: Record<string, string[]> = {
  RETAIL: ['Hardware', 'Bookshop', 'Outfitters', 'Home Store', 'Cycles', 'Grocers', 'Pharmacy'],
  ECOMMERCE: ['Online', 'Direct', 'Digital', 'Supplies Online', 'Marketplace'],
  HOSPITALITY: ['Kitchen', 'Coffee House', 'Hotel', 'Bistro', 'Brewery', 'Bakery', 'Tea Rooms'],
  SERVICES: ['Consulting', 'Cleaning Services', 'Accountancy', 'Logistics', 'Print Works', 'Dental Care'],
  OTHER: ['Trading', 'Ventures', 'Group', 'Collective', 'Works'],
};
const SUFFIX: Record<string, string> = { SOLE_TRADER: '', PARTNERSHIP: ' & Co', LIMITED_COMPANY: ' Ltd', PLC: ' plc' };
const CITIES: [string, string][] = [
  ['London', 'EC1A 1BB'],
  ['Manchester', 'M1 1AE'],
  ['Birmingham', 'B1 1BB'],
  ['Leeds', 'LS1 4AP'],
  ['Glasgow', 'G1 1XQ'],
  ['Bristol', 'BS1 4DJ'],
  ['Edinburgh', 'EH1 1YZ'],
  ['Cardiff', 'CF10 1EP'],
  ['Liverpool', 'L1 8JQ'],
  ['Newcastle upon Tyne', 'NE1 7RU'],
  ['Sheffield', 'S1 2HE'],
  ['Nottingham', 'NG1 5FS'],
  ['Belfast', 'BT1 5GS'],
  ['Norwich', 'NR2 1NH'],
  ['Brighton', 'BN1 1AE'],
];
const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Market Place',
  'Victoria Road',
  'Mill Lane',
  'King Street',
  'Queens Road',
  'Bridge Street',
  'The Parade',
];

export interface DemoProfile {
  companyName: string;
  contactEmail: string;
  contactPhone: string;
  businessType: string;
  industry: string;
  website: string | undefined;
  firstName: string;
  lastName: string;
  city: string;
  postcode: string;
  businessAddress: string;
}

const slug = (v: string) =>
  v
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A business and its owner; `n` keeps names and emails unique across thousands. */
export function demoProfile(rand: Rand, n: number): DemoProfile {
  const industry = pick(rand, Object.keys(TRADES));
  const businessType = pick(rand, ['SOLE_TRADER', 'PARTNERSHIP', 'LIMITED_COMPANY', 'LIMITED_COMPANY', 'LIMITED_COMPANY', 'PLC']);
  const firstName = pick(rand, FIRST);
  const lastName = pick(rand, LAST);
  const stem = rand() < 0.5 ? `${pick(rand, PLACES)} ${pick(rand, WORDS)}` : `${lastName}'s`;
  // The number keeps thousands of names distinct; small seeds read naturally without it.
  const companyName = `${stem} ${pick(rand, TRADES[industry]!)}${n >= 200 ? ` ${n}` : ''}${SUFFIX[businessType]}`;
  const domain = `${slug(companyName)}${n < 200 ? `-${n}` : ''}.example`;
  const [city, postcode] = pick(rand, CITIES);
  return {
    companyName,
    contactEmail: `${slug(firstName)}.${slug(lastName)}@${domain}`,
    contactPhone: `+44 ${pick(rand, ['20', '161', '121', '113', '141', '117', '131', '29'])} ${intBetween(rand, 100, 999)} ${intBetween(rand, 1000, 9999)}`,
    businessType,
    industry,
    website: rand() < 0.8 ? `https://www.${domain}` : undefined,
    firstName,
    lastName,
    city,
    postcode,
    businessAddress: `${intBetween(rand, 1, 240)} ${pick(rand, STREETS)}`,
  };
}

/** GB verification details in the formats the verification rules accept. */
export function demoGbDetails(rand: Rand, p: DemoProfile) {
  const digits = (n: number) => Array.from({ length: n }, () => intBetween(rand, 0, 9)).join('');
  return {
    registrationNumber: `${intBetween(rand, 1, 9)}${digits(7)}`,
    taxId: `GB${digits(9)}`,
    bankAccountNumber: digits(8),
    bankSortCode: `${digits(2)}-${digits(2)}-${digits(2)}`,
    businessAddress: p.businessAddress,
    city: p.city,
    postcode: p.postcode,
    country: 'GB' as const,
  };
}

export function demoCustomer(rand: Rand, k: number): string {
  return `${slug(pick(rand, FIRST))}.${slug(pick(rand, LAST))}${k}@inbox.example`;
}

export { FIRST as DEMO_FIRST_NAMES, LAST as DEMO_LAST_NAMES };
