/**
 * USPS codes and kinds by FIPS state code. Names, FIPS ids and shapes come from the us-atlas package;
 * us-atlas has no postal codes, so this table adds them.
 */
export const STATE_CODE_BY_FIPS: Record<string, { code: string; type: 'state' | 'district' | 'territory' }> = {
  '01': { code: 'AL', type: 'state' }, '02': { code: 'AK', type: 'state' }, '04': { code: 'AZ', type: 'state' },
  '05': { code: 'AR', type: 'state' }, '06': { code: 'CA', type: 'state' }, '08': { code: 'CO', type: 'state' },
  '09': { code: 'CT', type: 'state' }, '10': { code: 'DE', type: 'state' }, '11': { code: 'DC', type: 'district' },
  '12': { code: 'FL', type: 'state' }, '13': { code: 'GA', type: 'state' }, '15': { code: 'HI', type: 'state' },
  '16': { code: 'ID', type: 'state' }, '17': { code: 'IL', type: 'state' }, '18': { code: 'IN', type: 'state' },
  '19': { code: 'IA', type: 'state' }, '20': { code: 'KS', type: 'state' }, '21': { code: 'KY', type: 'state' },
  '22': { code: 'LA', type: 'state' }, '23': { code: 'ME', type: 'state' }, '24': { code: 'MD', type: 'state' },
  '25': { code: 'MA', type: 'state' }, '26': { code: 'MI', type: 'state' }, '27': { code: 'MN', type: 'state' },
  '28': { code: 'MS', type: 'state' }, '29': { code: 'MO', type: 'state' }, '30': { code: 'MT', type: 'state' },
  '31': { code: 'NE', type: 'state' }, '32': { code: 'NV', type: 'state' }, '33': { code: 'NH', type: 'state' },
  '34': { code: 'NJ', type: 'state' }, '35': { code: 'NM', type: 'state' }, '36': { code: 'NY', type: 'state' },
  '37': { code: 'NC', type: 'state' }, '38': { code: 'ND', type: 'state' }, '39': { code: 'OH', type: 'state' },
  '40': { code: 'OK', type: 'state' }, '41': { code: 'OR', type: 'state' }, '42': { code: 'PA', type: 'state' },
  '44': { code: 'RI', type: 'state' }, '45': { code: 'SC', type: 'state' }, '46': { code: 'SD', type: 'state' },
  '47': { code: 'TN', type: 'state' }, '48': { code: 'TX', type: 'state' }, '49': { code: 'UT', type: 'state' },
  '50': { code: 'VT', type: 'state' }, '51': { code: 'VA', type: 'state' }, '53': { code: 'WA', type: 'state' },
  '54': { code: 'WV', type: 'state' }, '55': { code: 'WI', type: 'state' }, '56': { code: 'WY', type: 'state' },
  '60': { code: 'AS', type: 'territory' }, '66': { code: 'GU', type: 'territory' }, '69': { code: 'MP', type: 'territory' },
  '72': { code: 'PR', type: 'territory' }, '78': { code: 'VI', type: 'territory' },
};
