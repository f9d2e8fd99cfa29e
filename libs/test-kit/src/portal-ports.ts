/** Ports of a portal started by tests or benchmarks, apart from the ones `npm start` uses; `offset` moves them all. */
export function portalPorts(offset: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      GATEWAY_PORT: 18080,
      DASHBOARD_PORT: 13001,
      WIZARD_PORT: 13002,
      ADMIN_PORT: 13003,
      HELP_PORT: 13004,
      CAMPAIGNS_PORT: 14001,
      PRICING_PORT: 14002,
      MEDIA_PORT: 14003,
      CAPACITY_PORT: 14004,
      JAZZCASH_PORT: 14095,
      EASYPAISA_PORT: 14620,
      SMTP_PORT: 12525,
      MAIL_PORT: 11080,
      SMSC_PORT: 12775,
    }).map(([k, v]) => [k, String(v + offset)]),
  );
}
