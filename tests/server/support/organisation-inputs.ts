/** A valid TPA create body with its own code (and so its own email), as the contract's TpaInput. */
export const tpaInput = (code: string) => ({
  name: `Sterling Health ${code}`,
  code,
  email: `${code.toLowerCase()}@hmo.example`,
  phone: '+234 803 000 0000',
  address: '12 Marina, Lagos',
  state: 'Lagos',
  contact_person: 'Ada Obi',
  accreditation_date: '2024-02-29',
});

/** A valid ministry create body with its own code, as the contract's MinistryInput. */
export const ministryInput = (code: string) => ({
  name: `Federal Ministry ${code}`,
  code,
  email: `${code.toLowerCase()}@gov.example`,
  phone: '09 461 0000',
  address: 'Central Business District, Abuja',
  contact_person: 'Musa Bello',
});
