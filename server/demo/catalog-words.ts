/** Word lists behind the demo catalogue's names (server/demo/catalog.ts). */

export const FIRST_NAMES = [
  'Ava', 'Leo', 'Mia', 'Noah', 'Isla', 'Kai', 'Zara', 'Eli', 'Nina', 'Omar', 'Ruby', 'Jude', 'Lena', 'Milo', 'Sage', 'Theo',
  'Iris', 'Felix', 'Cleo', 'Dante', 'Esme', 'Hugo', 'Ines', 'Jonah', 'Kira', 'Luca', 'Maya', 'Nico', 'Olive', 'Pablo', 'Rosa',
  'Silas', 'Talia', 'Uma', 'Vera', 'Wes', 'Yara', 'Zane', 'Amara', 'Bruno', 'Celine', 'Dario', 'Elena', 'Farah', 'Gus', 'Hana',
  'Ivo', 'Jada', 'Kofi', 'Lila', 'Marcus', 'Nadia', 'Otis', 'Priya', 'Quinn', 'Remy', 'Sofia', 'Tariq', 'Valentina', 'Wren',
];

export const LAST_NAMES = [
  'Hart', 'Vale', 'Stone', 'Rivera', 'Okafor', 'Lindqvist', 'Moreau', 'Castillo', 'Nakamura', 'Brooks', 'Delgado', 'Fontaine',
  'Grey', 'Haddad', 'Ivanova', 'Jensen', 'Keller', 'Laurent', 'Mendes', 'Novak', 'Oyelaran', 'Park', 'Quintero', 'Rossi',
  'Santos', 'Thorne', 'Underwood', 'Varga', 'West', 'Xu', 'Young', 'Zimmer', 'Abara', 'Bellamy', 'Cruz', 'Duval', 'Ellis',
  'Falk', 'Garza', 'Holm', 'Ibarra', 'Juarez', 'Kovac', 'Lowe', 'Marin', 'Nash', 'Ortega', 'Price', 'Reyes', 'Sterling',
];

export const ADJECTIVES = [
  'Golden', 'Silver', 'Midnight', 'Electric', 'Velvet', 'Neon', 'Crystal', 'Hollow', 'Wild', 'Quiet', 'Burning', 'Paper',
  'Lunar', 'Northern', 'Broken', 'Crimson', 'Distant', 'Faded', 'Gentle', 'Hidden', 'Iron', 'Lucky', 'Magnetic', 'Pale',
  'Restless', 'Sacred', 'Static', 'Sunny', 'Violet', 'Wandering',
];

export const NOUNS = [
  'Harbor', 'Wolves', 'Echoes', 'Tides', 'Lanterns', 'Satellites', 'Orchards', 'Rivers', 'Machines', 'Hearts', 'Mirrors',
  'Pilots', 'Ghosts', 'Gardens', 'Horizons', 'Sparrows', 'Dreamers', 'Signals', 'Comets', 'Shadows', 'Waves', 'Cities',
  'Foxes', 'Ravens', 'Engines', 'Blossoms', 'Strangers', 'Arrows', 'Embers', 'Skylines',
];

export const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ze', 'no', 'vi', 'sa', 'tu', 'el', 'ya', 'ri', 'on', 'da', 'ne', 'xo', 'lu', 'ma', 'ki', 'so'];

export const TITLE_WORDS = [
  'Love', 'Night', 'Fire', 'Summer', 'Rain', 'Gold', 'Heart', 'Dream', 'Light', 'Ocean', 'Stars', 'Home', 'Blue', 'Fever',
  'Paradise', 'Highway', 'Secrets', 'Storm', 'Dance', 'Memory', 'Shadow', 'Wonder', 'Angel', 'Echo', 'Gravity', 'Honey',
  'Island', 'Jungle', 'Kingdom', 'Lightning', 'Moon', 'Neon', 'Orbit', 'Petals', 'Queen', 'Rebel', 'Silence', 'Thunder',
  'Velvet', 'Wildfire', 'Youth', 'Zero', 'Sunrise', 'Tonight', 'Forever', 'Again', 'Alone', 'Together', 'Slow', 'Running',
];

export const TITLE_PATTERNS = ['{a} {b}', '{a}', '{a} of {b}', 'No More {a}', '{a} & {b}', 'Into the {a}', '{a} (Interlude)', 'My {a}', '{a} Again'];

export const GENRES = [
  'pop', 'indie pop', 'hip hop', 'r&b', 'rock', 'indie rock', 'electronic', 'house', 'latin', 'reggaeton', 'country', 'folk',
  'jazz', 'soul', 'afrobeats', 'k-pop', 'alternative', 'singer-songwriter', 'dance pop', 'lo-fi',
];

export const COUNTRIES = ['US', 'US', 'US', 'GB', 'CA', 'AU', 'DE', 'FR', 'SE', 'BR', 'MX', 'NG', 'KR', 'JP', 'ES', 'NL'];

export const LABELS = ['Northbound Records', 'Cedar & Pine', 'Blue Hour Music', 'Lantern Sound', 'Self-released', 'Harborline', 'Analog Heart'];

export const PROS = ['BMI', 'ASCAP', 'SESAC', 'SOCAN', 'PRS', 'GEMA', 'SACEM'];
