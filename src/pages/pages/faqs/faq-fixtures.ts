/** Questions customers ask a made-to-measure furniture maker, grouped as the FAQ page shows them. */
export const FAQ_CATEGORIES = [
  'Ordering',
  'Design and site visits',
  'Delivery and installation',
  'Warranty and care',
  'Payments',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface Faq {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  {
    id: 'quote-time',
    category: 'Ordering',
    question: 'How long does a quotation take?',
    answer:
      'After the site visit and your sign-off on the layout we send an itemised quotation within three working days. Kitchens with appliances or special hardware can take up to five.',
  },
  {
    id: 'change-order',
    category: 'Ordering',
    question: 'Can I change my order after approving the quotation?',
    answer:
      'Yes, until the cutting plan is released to the workshop. After that, changes to panel sizes or finishes are quoted again because the boards may already be cut.',
  },
  {
    id: 'materials',
    category: 'Ordering',
    question: 'Which board materials do you use?',
    answer:
      'Carcasses are HDHMR or BWP plywood; shutters are MDF, HDHMR or plywood with laminate, acrylic, veneer or PU paint finishes. The quotation names the material of every part.',
  },
  {
    id: 'site-visit',
    category: 'Design and site visits',
    question: 'Is the site visit free?',
    answer:
      'The first measurement visit inside city limits is free. Visits beyond 30 km are charged at a flat rate that is adjusted against your order.',
  },
  {
    id: 'renders',
    category: 'Design and site visits',
    question: 'Will I see a 3D design before production?',
    answer:
      'Every project gets 3D renders of each room from our design tool. You can ask for two rounds of changes before you sign off the design.',
  },
  {
    id: 'own-design',
    category: 'Design and site visits',
    question: 'Can you build from my architect’s drawings?',
    answer:
      'Yes. Our designers convert the drawings into production drawings and confirm every dimension on site before anything is cut.',
  },
  {
    id: 'lead-time',
    category: 'Delivery and installation',
    question: 'How long from sign-off to installation?',
    answer:
      'Wardrobes and TV units take about 25 working days, full kitchens about 35, counted from design sign-off and the advance payment.',
  },
  {
    id: 'install-days',
    category: 'Delivery and installation',
    question: 'How many days does installation take?',
    answer:
      'A modular kitchen usually takes three to four days on site, a wardrobe one to two. The installer team lead shares a day-by-day plan before they start.',
  },
  {
    id: 'site-ready',
    category: 'Delivery and installation',
    question: 'What must be ready on site before installation?',
    answer:
      'Walls plastered and painted with the first coat, flooring laid, electrical and plumbing points in place as per the layout drawing.',
  },
  {
    id: 'warranty',
    category: 'Warranty and care',
    question: 'What does the warranty cover?',
    answer:
      'Ten years on carcass boards against swelling and termites, five years on hinges and channels, one year on installation workmanship.',
  },
  {
    id: 'cleaning',
    category: 'Warranty and care',
    question: 'How do I clean laminate and acrylic shutters?',
    answer:
      'Wipe with a soft damp cloth and mild soap. Avoid scrubbers and solvents; acrylic scratches easily and PU paint dulls with alcohol-based cleaners.',
  },
  {
    id: 'payment-stages',
    category: 'Payments',
    question: 'How are payments staged?',
    answer:
      'Usually 10% to book the design, 50% on design sign-off, 35% before dispatch and 5% after installation. Your quotation shows the stages of your project.',
  },
  {
    id: 'gst',
    category: 'Payments',
    question: 'Are prices inclusive of GST?',
    answer:
      'Quotations show the price before tax and GST separately for each line (18% on most furniture), so your GST invoice matches the quotation.',
  },
  {
    id: 'emi',
    category: 'Payments',
    question: 'Do you offer EMI?',
    answer:
      'Yes, through partner banks on orders above ₹1,00,000, for 3 to 12 months. The sales team can share the current rates.',
  },
];
