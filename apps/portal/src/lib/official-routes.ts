// Free official reporting routes (PRODUCT.md, recovery-scam red flags): plain links to the bodies' own sites.
export const OFFICIAL_ROUTES = [
  { key: 'ftc', url: 'https://reportfraud.ftc.gov/' },
  { key: 'fca', url: 'https://www.fca.org.uk/consumers/report-scam-us' },
  { key: 'sec', url: 'https://www.sec.gov/tcr' },
  {
    key: 'asic',
    url: 'https://asic.gov.au/about-asic/contact-us/how-to-complain/how-asic-deals-with-reports-of-misconduct/',
  },
  { key: 'finra', url: 'https://www.finra.org/investors/need-help/file-complaint' },
] as const;

export const hostOf = (url: string) => new URL(url).hostname;
