const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** US dollars with cents (unit prices may carry up to 4 decimals). */
export const formatUsd = (value: number): string => USD.format(value);
