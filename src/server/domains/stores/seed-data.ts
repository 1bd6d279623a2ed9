// The stores' seed data: the retail stores a fresh shop starts with (./seed.ts writes them). Operators change them in the database.

export interface SeedStore {
  locationId: string; coverageId: number; name: string; address: string; hours: string; city: string; lat: number; lng: number;
}

/** Retail stores by coverage area; areas 4 and 5 have none, so they offer no pick-up. */
export const STORES: readonly SeedStore[] = [
  { locationId: 'STORE-JKT-01', coverageId: 1, name: 'Gerai Sarinah', address: 'Jl. M.H. Thamrin No. 11, Jakarta Pusat', hours: '10:00-21:00',
    city: 'Jakarta Pusat', lat: -6.1876, lng: 106.8238 },
  { locationId: 'STORE-JKT-02', coverageId: 1, name: 'Gerai Blok M', address: 'Jl. Melawai Raya No. 5, Jakarta Selatan', hours: '10:00-22:00',
    city: 'Jakarta Selatan', lat: -6.2443, lng: 106.8002 },
  { locationId: 'STORE-BDG-01', coverageId: 2, name: 'Gerai Dago', address: 'Jl. Ir. H. Juanda No. 40, Bandung', hours: '09:00-21:00',
    city: 'Bandung', lat: -6.8951, lng: 107.6131 },
  { locationId: 'STORE-MDN-01', coverageId: 3, name: 'Gerai Medan Kota', address: 'Jl. Pemuda No. 8, Medan', hours: '09:00-20:00',
    city: 'Medan', lat: 3.5852, lng: 98.6806 },
];
