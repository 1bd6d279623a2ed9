/** A downloadable eSIM profile as the customer installs it. */
export interface EsimProfile {
  /** GSMA SGP.22 activation code: LPA:1$<SM-DP+ address>$<matching id>. */
  activationCode: string;
  smdpAddress: string;
  matchingId: string;
  /** The activation code as a QR code, PNG data URL. */
  qrImage: string;
}

export interface EsimRequest {
  orderCode: string;
  msisdn: string;
}

/** eSIM provisioning. Called outside database transactions; asking twice for one order gives the same profile. */
export interface EsimProvider {
  readonly name: string;
  provision(req: EsimRequest): Promise<EsimProfile>;
}
