/**
 * Postal codes of the villages the sandbox covers (idn-area-data has none): the kelurahan of
 * Gambir and Menteng, Jakarta Pusat (the sandbox's same-day area), [village code, postal code].
 */
export const SANDBOX_POSTAL_CODES: ReadonlyArray<readonly [villageCode: string, postalCode: string]> = [
  ['31.71.01.1001', '10110'], // Gambir
  ['31.71.01.1002', '10150'], // Cideng
  ['31.71.01.1003', '10130'], // Petojo Utara
  ['31.71.01.1004', '10160'], // Petojo Selatan
  ['31.71.01.1005', '10120'], // Kebon Kelapa
  ['31.71.01.1006', '10140'], // Duri Pulo
  ['31.71.06.1001', '10310'], // Menteng
  ['31.71.06.1002', '10320'], // Pegangsaan
  ['31.71.06.1003', '10330'], // Cikini
  ['31.71.06.1004', '10350'], // Gondangdia
  ['31.71.06.1005', '10340'], // Kebon Sirih
];
