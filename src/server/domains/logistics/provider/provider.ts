/** One delivery option of a coverage area as the logistics partner prices it. */
export interface LogisticRate {
  /** 1 same-day express, 2 national express, 3 regular, 4 multi logistic, 5 retail store, 11 instant. */
  ctype: number;
  name: string;
  price: number;
  old_price: number;
  free: boolean;
  /** Days as the partner states them ('1-1'); the shop applies its SLA rule on top. */
  sla: string;
  location_id: string;
  /** A store (pick-up): its street address and opening hours. */
  address?: string;
  hours?: string;
}

/** Delivery rates. Called outside database transactions. */
export interface LogisticsProvider {
  readonly name: string;
  /** The options of a coverage area, by ctype; [] for an unknown area. */
  rates(coverageId: number): Promise<LogisticRate[]>;
}
