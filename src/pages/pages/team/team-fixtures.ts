/** The people of the workshop, showroom and site teams. */
export const DEPARTMENTS = ['Design', 'Sales', 'Production', 'Installation', 'Accounts'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  department: Department;
  email: string;
  phone: string;
  city: string;
  activeProjects: number;
  skills: string[];
  available: boolean;
}

export const TEAM: TeamMember[] = [
  {
    id: 'meera',
    name: 'Meera Kulkarni',
    role: 'Lead interior designer',
    department: 'Design',
    email: 'meera@fpw.example',
    phone: '+91 98220 11001',
    city: 'Pune',
    activeProjects: 7,
    skills: ['Kitchens', '3D renders', 'Colour schemes'],
    available: true,
  },
  {
    id: 'arjun',
    name: 'Arjun Nair',
    role: 'Designer',
    department: 'Design',
    email: 'arjun@fpw.example',
    phone: '+91 98220 11002',
    city: 'Pune',
    activeProjects: 5,
    skills: ['Wardrobes', 'Space planning'],
    available: false,
  },
  {
    id: 'priya',
    name: 'Priya Deshpande',
    role: 'Sales manager',
    department: 'Sales',
    email: 'priya@fpw.example',
    phone: '+91 98220 11003',
    city: 'Pune',
    activeProjects: 12,
    skills: ['Quotations', 'Showroom walk-ins'],
    available: true,
  },
  {
    id: 'farhan',
    name: 'Farhan Shaikh',
    role: 'Sales executive',
    department: 'Sales',
    email: 'farhan@fpw.example',
    phone: '+91 98220 11004',
    city: 'Mumbai',
    activeProjects: 9,
    skills: ['Builder tie-ups', 'Follow-ups'],
    available: true,
  },
  {
    id: 'rahul',
    name: 'Rahul Patil',
    role: 'Site engineer',
    department: 'Installation',
    email: 'rahul@fpw.example',
    phone: '+91 98220 11005',
    city: 'Pune',
    activeProjects: 6,
    skills: ['Site measurement', 'Recce', 'Handover'],
    available: true,
  },
  {
    id: 'sunil',
    name: 'Sunil Jadhav',
    role: 'Installer team lead',
    department: 'Installation',
    email: 'sunil@fpw.example',
    phone: '+91 98220 11006',
    city: 'Pune',
    activeProjects: 3,
    skills: ['Kitchens', 'Sliding systems'],
    available: false,
  },
  {
    id: 'lakshmi',
    name: 'Lakshmi Iyer',
    role: 'Production planner',
    department: 'Production',
    email: 'lakshmi@fpw.example',
    phone: '+91 98220 11007',
    city: 'Chakan',
    activeProjects: 14,
    skills: ['Cutting plans', 'Edge banding', 'Stock'],
    available: true,
  },
  {
    id: 'imran',
    name: 'Imran Khan',
    role: 'CNC operator',
    department: 'Production',
    email: 'imran@fpw.example',
    phone: '+91 98220 11008',
    city: 'Chakan',
    activeProjects: 8,
    skills: ['Panel saw', 'Boring machine'],
    available: true,
  },
  {
    id: 'neha',
    name: 'Neha Joshi',
    role: 'Accountant',
    department: 'Accounts',
    email: 'neha@fpw.example',
    phone: '+91 98220 11009',
    city: 'Pune',
    activeProjects: 0,
    skills: ['GST returns', 'Payment stages'],
    available: true,
  },
];
