// The catalogue's seed data: the cities, coverage areas and their courier options, packages and remote
// settings a fresh shop starts with (./seed.ts writes them). Operators change them in the database.

export interface SeedCity { id: number; name: string; coverageId: number }
export interface SeedCoverage { id: number; type: 'SAME_DAY' | 'REGULAR'; options: Array<[ctype: number, sla: string, oldPrice: number]> }
export interface SeedPackage {
  id: number; parentId: number | null; productType: 'prepaid' | 'postpaid';
  name: [id: string, en: string]; description: [id: string, en: string];
  value: number; oldValue: number; img: string; deposit: number; active: boolean; sort: number;
}

export const COURIER_NAMES: Readonly<Record<number, string>> = {
  1: 'Same Day Express', 2: 'National Express', 3: 'Regular', 4: 'Multi Logistic', 5: 'Retail Store Pick-up', 11: 'Instant',
};

/** Coverage areas; '1-1' and '0-0' exercise the SLA rule (A19: '0-1', never below 0). */
export const COVERAGES: readonly SeedCoverage[] = [
  { id: 1, type: 'SAME_DAY', options: [[1, '1-1', 20000], [2, '1-2', 15000], [3, '2-4', 9000], [4, '1-3', 12000], [5, '1-1', 0], [11, '0-0', 25000]] },
  { id: 2, type: 'SAME_DAY', options: [[1, '1-1', 20000], [2, '1-3', 15000], [3, '2-5', 9000], [5, '1-2', 0], [11, '0-0', 25000]] },
  { id: 3, type: 'REGULAR', options: [[2, '2-4', 18000], [3, '3-6', 11000], [4, '2-5', 14000], [5, '2-3', 0]] },
  { id: 4, type: 'SAME_DAY', options: [[1, '1-1', 22000], [2, '2-3', 17000], [3, '3-5', 10000], [11, '0-0', 27000]] },
  { id: 5, type: 'REGULAR', options: [[2, '3-5', 25000], [3, '4-6', 15000], [4, '3-6', 20000]] },
];

export const CITIES: readonly SeedCity[] = [
  { id: 1, name: 'Jakarta Pusat', coverageId: 1 }, { id: 2, name: 'Jakarta Selatan', coverageId: 1 },
  { id: 3, name: 'Jakarta Barat', coverageId: 1 }, { id: 4, name: 'Jakarta Timur', coverageId: 1 },
  { id: 5, name: 'Jakarta Utara', coverageId: 1 }, { id: 6, name: 'Bogor', coverageId: 1 },
  { id: 7, name: 'Depok', coverageId: 1 }, { id: 8, name: 'Tangerang', coverageId: 1 },
  { id: 9, name: 'Bekasi', coverageId: 1 }, { id: 10, name: 'Bandung', coverageId: 2 },
  { id: 11, name: 'Surabaya', coverageId: 2 }, { id: 12, name: 'Semarang', coverageId: 2 },
  { id: 13, name: 'Yogyakarta', coverageId: 2 }, { id: 14, name: 'Medan', coverageId: 3 },
  { id: 15, name: 'Palembang', coverageId: 3 }, { id: 16, name: 'Pekanbaru', coverageId: 3 },
  { id: 17, name: 'Denpasar', coverageId: 4 }, { id: 18, name: 'Makassar', coverageId: 5 },
  { id: 19, name: 'Balikpapan', coverageId: 5 }, { id: 20, name: 'Manado', coverageId: 5 },
  { id: 21, name: 'Jayapura', coverageId: 5 },
];

const pkg = (p: Omit<SeedPackage, 'img' | 'deposit' | 'active'> & Partial<SeedPackage>): SeedPackage => ({
  img: `/img/packages/${p.id}.webp`, deposit: 0, active: true, ...p,
});

/** Prepaid and postpaid packages; children (parentId) are the bonus packages listed in `advance`. */
export const PACKAGES: readonly SeedPackage[] = [
  pkg({ id: 1, parentId: null, productType: 'prepaid', sort: 1, value: 50000, oldValue: 65000,
    name: ['Internet 10GB 30 hari', '10GB Internet 30 days'], description: ['Kuota 10GB berlaku 30 hari', '10GB quota valid for 30 days'] }),
  pkg({ id: 2, parentId: null, productType: 'prepaid', sort: 2, value: 100000, oldValue: 120000,
    name: ['Internet 30GB 30 hari', '30GB Internet 30 days'], description: ['Kuota 30GB berlaku 30 hari', '30GB quota valid for 30 days'] }),
  pkg({ id: 3, parentId: null, productType: 'prepaid', sort: 3, value: 120000, oldValue: 150000,
    name: ['Streaming 50GB 28 hari', 'Streaming 50GB 28 days'], description: ['Kuota 50GB dan langganan streaming', '50GB quota with a streaming subscription'] }),
  pkg({ id: 4, parentId: null, productType: 'prepaid', sort: 4, value: 140000, oldValue: 160000,
    name: ['Streaming 80GB 28 hari', 'Streaming 80GB 28 days'], description: ['Kuota 80GB dan langganan streaming', '80GB quota with a streaming subscription'] }),
  pkg({ id: 5, parentId: null, productType: 'prepaid', sort: 5, value: 150000, oldValue: 300000,
    name: ['Streaming 150GB 28 hari', 'Streaming 150GB 28 days'], description: ['Kuota 150GB dan langganan streaming', '150GB quota with a streaming subscription'] }),
  pkg({ id: 6, parentId: null, productType: 'prepaid', sort: 6, value: 49000, oldValue: 49000,
    name: ['Aplikasi 5GB 30 hari', 'Apps 5GB 30 days'], description: ['Kuota aplikasi 5GB', '5GB apps quota'] }),
  pkg({ id: 10, parentId: null, productType: 'prepaid', sort: 10, value: 25000, oldValue: 30000, active: false,
    name: ['Internet 3GB (tidak aktif)', '3GB Internet (inactive)'], description: ['Tidak dijual lagi', 'No longer sold'] }),
  pkg({ id: 101, parentId: 1, productType: 'prepaid', sort: 1, value: 50000, oldValue: 65000,
    name: ['10GB + Bonus 5GB Malam', '10GB + 5GB Night Bonus'], description: ['Bonus kuota malam', 'Night quota bonus'] }),
  pkg({ id: 102, parentId: 1, productType: 'prepaid', sort: 2, value: 50000, oldValue: 65000,
    name: ['10GB + Bonus 2GB Streaming', '10GB + 2GB Streaming Bonus'], description: ['Bonus kuota streaming', 'Streaming quota bonus'] }),
  pkg({ id: 201, parentId: 2, productType: 'prepaid', sort: 1, value: 100000, oldValue: 120000,
    name: ['30GB + Bonus 10GB Malam', '30GB + 10GB Night Bonus'], description: ['Bonus kuota malam', 'Night quota bonus'] }),
  pkg({ id: 301, parentId: 3, productType: 'prepaid', sort: 1, value: 120000, oldValue: 150000,
    name: ['50GB + Bonus Nelpon 100 menit', '50GB + 100 Call Minutes Bonus'], description: ['Bonus nelpon', 'Call bonus'] }),
  pkg({ id: 7, parentId: null, productType: 'postpaid', sort: 1, value: 150000, oldValue: 200000, deposit: 0,
    name: ['Platinum 50GB', 'Platinum 50GB'], description: ['Pascabayar 50GB per bulan', 'Postpaid 50GB per month'] }),
  pkg({ id: 8, parentId: null, productType: 'postpaid', sort: 2, value: 250000, oldValue: 300000, deposit: 100000,
    name: ['Platinum 100GB', 'Platinum 100GB'], description: ['Pascabayar 100GB per bulan', 'Postpaid 100GB per month'] }),
  pkg({ id: 9, parentId: null, productType: 'postpaid', sort: 3, value: 350000, oldValue: 450000, deposit: 200000,
    name: ['Platinum Tanpa Batas', 'Platinum Unlimited'], description: ['Pascabayar tanpa batas kuota', 'Postpaid unlimited quota'] }),
  pkg({ id: 701, parentId: 7, productType: 'postpaid', sort: 1, value: 150000, oldValue: 200000,
    name: ['Platinum 50GB + Bonus Roaming 1GB', 'Platinum 50GB + 1GB Roaming Bonus'], description: ['Bonus roaming', 'Roaming bonus'] }),
];

/** Values are JSON strings, as the browser parses them (A35). */
export const SETTINGS: ReadonlyArray<[name: string, value: unknown]> = [
  ['oa.api.prepaid.tactical', {
    package_id: 3, esim_package_id: 2,
    esim_title_id: 'Beli eSIM Prabayar', esim_title_en: 'Buy Prepaid eSIM', esim_img: '/img/tiles/esim-prepaid.webp',
    sim_prepaid_title_id: 'Beli Kartu SIM Prabayar', sim_prepaid_title_en: 'Buy Prepaid SIM Card', sim_prepaid_img: '/img/tiles/sim-prepaid.webp',
  }],
  ['oa.api.custom.ribbon', { package_id: 3, esim_package_id: 2, id: 'Terlaris', en: 'Best Seller' }],
  ['oa.api.esim.vanity.priority', { label_ids: [1, 2, 3] }],
  ['oa.api.delivery.delay.info', {
    active: false,
    id: 'Pengiriman mungkin tertunda 1-2 hari karena libur nasional.',
    en: 'Deliveries may be delayed by 1-2 days because of a public holiday.',
  }],
];
