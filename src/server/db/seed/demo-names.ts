/** Name material for the demo data: realistic for a Nigerian agency, and deterministic. */
export const FIRST_NAMES = [
  'Adaeze', 'Chinedu', 'Ngozi', 'Emeka', 'Funmilayo', 'Tunde', 'Aisha', 'Ibrahim', 'Zainab', 'Musa',
  'Oluwaseun', 'Bukola', 'Chiamaka', 'Ifeanyi', 'Halima', 'Yusuf', 'Kemi', 'Segun', 'Amaka', 'Obinna',
  'Hauwa', 'Abdullahi', 'Folake', 'Kunle', 'Nneka', 'Uche', 'Fatima', 'Sani', 'Titilayo', 'Babatunde',
];
export const LAST_NAMES = [
  'Okafor', 'Adeyemi', 'Bello', 'Eze', 'Ogunleye', 'Abubakar', 'Nwosu', 'Olawale', 'Danjuma', 'Okonkwo',
  'Balogun', 'Ibekwe', 'Yakubu', 'Adebayo', 'Chukwu', 'Lawal', 'Onyeka', 'Suleiman', 'Afolabi', 'Umeh',
];
export const TPA_WORDS = ['Healthcare', 'Health Partners', 'HMO', 'Care Plus', 'Medicare', 'Wellness', 'Health Services'];
export const TPA_PREFIXES = [
  'Hygeia', 'Avon', 'Clearline', 'Reliance', 'Leadway', 'Total Health', 'Sunu', 'Ronsberger', 'Wellcare', 'Greenbay',
  'Novo', 'Prepaid', 'United', 'Healthguard', 'Metrohealth', 'Zenith', 'Mediplan', 'Lifeworth', 'Oceanic', 'Redcare',
  'Princeton', 'Integrated', 'Marina', 'Salus', 'Venus', 'Ultimate', 'Bastion', 'Kennedia', 'Anchor', 'Crystal',
];
export const MINISTRY_NAMES = [
  'Health', 'Finance', 'Education', 'Agriculture and Food Security', 'Defence', 'Foreign Affairs', 'Interior',
  'Justice', 'Labour and Employment', 'Works', 'Power', 'Transportation', 'Aviation', 'Communications and Digital Economy',
  'Environment', 'Water Resources', 'Petroleum Resources', 'Mines and Steel Development', 'Trade and Investment',
  'Information and Culture', 'Youth Development', 'Sports Development', "Women's Affairs", 'Housing and Urban Development',
  'Science and Technology', 'Budget and Economic Planning', 'Humanitarian Affairs', 'Police Affairs', 'Special Duties',
  'Tourism',
];
export const STATES = ['Lagos', 'FCT', 'Kano', 'Rivers', 'Oyo', 'Enugu', 'Kaduna', 'Anambra', 'Delta', 'Ogun', 'Edo', 'Plateau'];
