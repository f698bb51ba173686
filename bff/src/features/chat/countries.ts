import { arabicLetters, wordString } from './text';

/** Countries a visitor may ask about, with the other names people use for them. */
export interface Country {
  name: string;
  aliases: readonly string[];
  /** Our own field teams work here (used only when the coverage page's text is unavailable). */
  ownTeams?: true;
}

export const COUNTRIES: readonly Country[] = [
  { name: 'United Arab Emirates', aliases: ['uae', 'u.a.e', 'emirates', 'dubai', 'abu dhabi', 'sharjah', 'ajman', 'emirati', 'emiratis', 'الإمارات', 'الامارات', 'دبي', 'أبوظبي', 'الشارقة', 'إماراتي'], ownTeams: true },
  { name: 'Saudi Arabia', aliases: ['ksa', 'saudi', 'saudis', 'riyadh', 'jeddah', 'dammam', 'السعودية', 'الرياض', 'جدة', 'سعودي'], ownTeams: true },
  { name: 'Qatar', aliases: ['doha', 'qatari', 'qataris', 'قطر', 'الدوحة'], ownTeams: true },
  { name: 'Kuwait', aliases: ['kuwaiti', 'kuwaitis', 'الكويت', 'كويتي'], ownTeams: true },
  { name: 'Bahrain', aliases: ['manama', 'bahraini', 'bahrainis', 'البحرين', 'المنامة', 'بحريني'], ownTeams: true },
  { name: 'Oman', aliases: ['muscat', 'omani', 'omanis', 'sultanate', 'عمان', 'مسقط'], ownTeams: true },
  { name: 'Egypt', aliases: ['cairo', 'alexandria', 'egyptian', 'egyptians', 'مصر', 'القاهرة', 'مصري'], ownTeams: true },
  { name: 'Jordan', aliases: ['amman', 'jordanian', 'jordanians', 'الأردن', 'الاردن', 'أردني'], ownTeams: true },
  { name: 'Lebanon', aliases: ['beirut', 'lebanese', 'لبنان', 'بيروت', 'لبناني'], ownTeams: true },
  { name: 'Iraq', aliases: ['baghdad', 'kurdistan', 'erbil', 'irak', 'iraqi', 'iraqis', 'العراق', 'بغداد', 'عراقي'], ownTeams: true },
  { name: 'Morocco', aliases: ['casablanca', 'rabat', 'moroccan', 'moroccans', 'المغرب', 'مغربي'], ownTeams: true },
  { name: 'Algeria', aliases: ['algiers', 'algerian', 'algerians', 'الجزائر', 'جزائري'], ownTeams: true },
  { name: 'Tunisia', aliases: ['tunis', 'tunisian', 'tunisians', 'تونس', 'تونسي'], ownTeams: true },
  { name: 'Libya', aliases: ['tripoli', 'ليبيا'] },
  { name: 'Syria', aliases: ['damascus', 'سوريا'] },
  { name: 'Yemen', aliases: ['اليمن'] },
  { name: 'Palestine', aliases: ['palestinian territories', 'west bank', 'gaza', 'فلسطين'] },
  { name: 'Sudan', aliases: ['khartoum', 'السودان'] },
  { name: 'Mauritania', aliases: ['موريتانيا'] },
  { name: 'Iran', aliases: ['tehran'] },
  { name: 'Turkey', aliases: ['türkiye', 'turkiye', 'istanbul', 'ankara'] },
  { name: 'Israel', aliases: [] },
  { name: 'Cyprus', aliases: [] },
  { name: 'Pakistan', aliases: ['karachi', 'lahore', 'islamabad'] },
  { name: 'India', aliases: ['mumbai', 'delhi', 'bangalore'] },
  { name: 'Bangladesh', aliases: ['dhaka'] },
  { name: 'Sri Lanka', aliases: [] },
  { name: 'Afghanistan', aliases: [] },
  { name: 'Kazakhstan', aliases: [] },
  { name: 'Uzbekistan', aliases: [] },
  { name: 'China', aliases: ['beijing', 'shanghai'] },
  { name: 'Japan', aliases: ['tokyo'] },
  { name: 'South Korea', aliases: ['korea', 'seoul'] },
  { name: 'Indonesia', aliases: ['jakarta'] },
  { name: 'Malaysia', aliases: ['kuala lumpur'] },
  { name: 'Singapore', aliases: [] },
  { name: 'Philippines', aliases: ['manila'] },
  { name: 'Vietnam', aliases: [] },
  { name: 'Thailand', aliases: ['bangkok'] },
  { name: 'Australia', aliases: ['sydney', 'melbourne'] },
  { name: 'New Zealand', aliases: [] },
  { name: 'Nigeria', aliases: ['lagos'] },
  { name: 'Kenya', aliases: ['nairobi'] },
  { name: 'Ethiopia', aliases: [] },
  { name: 'Ghana', aliases: [] },
  { name: 'South Africa', aliases: ['johannesburg', 'cape town'] },
  { name: 'Senegal', aliases: ['dakar'] },
  { name: 'Ivory Coast', aliases: ["côte d'ivoire", "cote d'ivoire"] },
  { name: 'Tanzania', aliases: [] },
  { name: 'United Kingdom', aliases: ['uk', 'britain', 'england', 'london'] },
  { name: 'Ireland', aliases: ['dublin'] },
  { name: 'France', aliases: ['paris'] },
  { name: 'Germany', aliases: ['berlin'] },
  { name: 'Spain', aliases: ['madrid'] },
  { name: 'Italy', aliases: ['rome', 'milan'] },
  { name: 'Netherlands', aliases: ['holland', 'amsterdam'] },
  { name: 'Belgium', aliases: ['brussels'] },
  { name: 'Switzerland', aliases: [] },
  { name: 'Sweden', aliases: [] },
  { name: 'Norway', aliases: [] },
  { name: 'Denmark', aliases: [] },
  { name: 'Poland', aliases: [] },
  { name: 'Greece', aliases: [] },
  { name: 'Portugal', aliases: [] },
  { name: 'Russia', aliases: ['moscow'] },
  { name: 'Ukraine', aliases: [] },
  { name: 'United States', aliases: ['usa', 'u.s.', 'us market', 'america', 'new york'] },
  { name: 'Canada', aliases: ['toronto'] },
  { name: 'Mexico', aliases: [] },
  { name: 'Brazil', aliases: [] },
  { name: 'Argentina', aliases: [] },
  { name: 'Colombia', aliases: [] },
  { name: 'Chile', aliases: [] },
];

const ARABIC = /[\u0600-\u06FF]/;
const aliases = COUNTRIES.flatMap((country) =>
  [country.name, ...country.aliases].map((alias) =>
    // Arabic words take prefixes like و (and) and في (in) attached: search inside words there; Latin names as whole words.
    ARABIC.test(alias) ? { country, arabic: true, needle: arabicLetters(alias) } : { country, arabic: false, needle: wordString(alias) },
  ),
);

/** Countries named in a question, in the order of the list (no duplicates). */
export function countriesIn(text: string): Country[] {
  const words = wordString(text);
  // One spelling per Arabic letter on both sides, so "العُماني" finds "عمان".
  const arabicText = arabicLetters(text);
  const found = new Set<Country>();
  for (const { country, arabic, needle } of aliases) if ((arabic ? arabicText : words).includes(needle)) found.add(country);
  return [...found];
}

/** True when our own teams work there: read from the coverage page when we have it, so copy and answer agree. */
export function coveredByOwnTeams(country: Country, coverageText: string | null): boolean {
  if (!coverageText) return country.ownTeams === true;
  return coverageText.toLowerCase().includes(country.name.toLowerCase());
}

/** The coverage table's line for a market ("Saudi Arabia — CAPI, CATI… — 2–3 weeks."), when present. */
export function coverageLine(country: Country, coverageText: string | null): string | null {
  if (!coverageText) return null;
  const row = new RegExp(`${country.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\([^)]*\\))? — [^.]*`).exec(coverageText);
  return row ? row[0] : null;
}
