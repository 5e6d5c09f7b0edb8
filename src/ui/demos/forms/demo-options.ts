/** Option lists in the business's words, shared by the form demos. */
import type { SelectOption } from '@/ui';

export const BASE_MATERIALS: SelectOption[] = [
  { value: 'mdf', label: 'MDF' },
  { value: 'particle-board', label: 'Particle board' },
  { value: 'plywood', label: 'Plywood' },
  { value: 'hdhmr', label: 'HDHMR' },
];

export const DESIGNERS: SelectOption[] = [
  { value: 'kavya', label: 'Kavya Menon' },
  { value: 'arjun', label: 'Arjun Patel' },
  { value: 'sneha', label: 'Sneha Kulkarni' },
  { value: 'imran', label: 'Imran Shaikh', disabled: true },
];

export const ROOMS: SelectOption[] = [
  { value: 'kitchen', label: 'Kitchen', group: 'Ground floor' },
  { value: 'living', label: 'Living room', group: 'Ground floor' },
  { value: 'dining', label: 'Dining', group: 'Ground floor' },
  { value: 'master-bedroom', label: 'Master bedroom', group: 'First floor' },
  { value: 'kids-bedroom', label: "Kids' bedroom", group: 'First floor' },
  { value: 'study', label: 'Study', group: 'First floor' },
  { value: 'utility', label: 'Utility', group: 'Terrace' },
];

/** Panels grouped by base material: the searchable select's grouped list. */
export const PANELS: SelectOption[] = [
  { value: 'mdf-18-pl', label: 'MDF 18 mm pre-laminated', group: 'MDF' },
  { value: 'mdf-12', label: 'MDF 12 mm plain', group: 'MDF' },
  { value: 'mdf-6', label: 'MDF 6 mm back panel', group: 'MDF' },
  { value: 'pb-18', label: 'Particle board 18 mm', group: 'Particle board' },
  { value: 'pb-25', label: 'Particle board 25 mm', group: 'Particle board' },
  { value: 'ply-19-bwp', label: 'Plywood 19 mm BWP', group: 'Plywood' },
  { value: 'ply-12-mr', label: 'Plywood 12 mm MR', group: 'Plywood' },
  { value: 'ply-9-bwr', label: 'Plywood 9 mm BWR', group: 'Plywood' },
  { value: 'hdhmr-18', label: 'HDHMR 18 mm', group: 'HDHMR' },
  { value: 'hdhmr-8', label: 'HDHMR 8 mm', group: 'HDHMR', disabled: true },
];

export const CITIES = [
  'Bengaluru',
  'Chennai',
  'Coimbatore',
  'Hyderabad',
  'Kochi',
  'Mangaluru',
  'Mumbai',
  'Mysuru',
  'Nagpur',
  'Nashik',
  'Pune',
  'Thiruvananthapuram',
  'Visakhapatnam',
];

/** Laminate shades: colours as content (what the client picks), not UI styling. */
export const LAMINATE_SHADES = [
  { value: '#f5f0e6', label: 'Frosty white' },
  { value: '#d8c3a5', label: 'Natural oak' },
  { value: '#8b5a2b', label: 'Walnut' },
  { value: '#5c4033', label: 'Wenge' },
  { value: '#7d8471', label: 'Sage' },
  { value: '#2f3e46', label: 'Slate' },
  { value: '#1c1c1c', label: 'Carbon black' },
];

/** A pretend upload for the demos (no network): progress in tenths, a failure for files named "fail…". */
export function fakeUpload(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = 0;
    const timer = setInterval(() => {
      done += 0.2;
      onProgress(done);
      if (file.name.toLowerCase().startsWith('fail') && done >= 0.6) {
        clearInterval(timer);
        reject(new Error('The server refused the file.'));
      } else if (done >= 1) {
        clearInterval(timer);
        resolve();
      }
    }, 150);
    signal.addEventListener('abort', () => clearInterval(timer));
  });
}
