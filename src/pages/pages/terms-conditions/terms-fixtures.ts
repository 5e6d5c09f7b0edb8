/** The customer terms of a made-to-measure furniture order, in plain words. */
export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export const TERMS_UPDATED = '2026-10-01';

export const TERMS: TermsSection[] = [
  {
    id: 'terms-scope',
    title: '1. Scope',
    paragraphs: [
      'These terms apply to every quotation, order and installation of made-to-measure furniture (kitchens, wardrobes, storage units and panels) by us, unless a signed quotation says otherwise.',
      'The approved quotation, its drawings and these terms together make the contract. If they differ, the signed quotation wins.',
    ],
  },
  {
    id: 'terms-quotation',
    title: '2. Quotations and prices',
    paragraphs: [
      'A quotation is valid for 30 days. Prices are in Indian rupees and show GST separately for each line.',
      'Board, laminate and hardware prices follow our suppliers. If a supplier raises prices by more than 5% before you approve the quotation, we may revise it.',
    ],
  },
  {
    id: 'terms-design',
    title: '3. Design and measurements',
    paragraphs: [
      'Our site engineer measures the site before production. Production drawings use these measurements; changes made on site by others after the measurement (tiling, false ceilings, plumbing) may need new parts at extra cost.',
      'Two rounds of design changes are included. Further rounds are charged at the rate stated in the quotation.',
    ],
  },
  {
    id: 'terms-payment',
    title: '4. Payment stages',
    paragraphs: [
      'Payments follow the stages in the quotation, usually 10% booking, 50% on design sign-off, 35% before dispatch and 5% after installation.',
      'Production starts only after the design sign-off payment. Late payments move the delivery date by the same number of days.',
    ],
  },
  {
    id: 'terms-delivery',
    title: '5. Delivery and installation',
    paragraphs: [
      'Delivery dates are estimates counted in working days from design sign-off and payment. We tell you at once of any delay.',
      'You provide a ready site: walls plastered and painted with a first coat, flooring laid, power for our tools, and a place to store the panels safely.',
    ],
  },
  {
    id: 'terms-changes',
    title: '6. Changes and cancellation',
    paragraphs: [
      'You may change or cancel an order free of charge until the cutting plan is released to the workshop. After that, material already cut and work done are charged.',
      'Custom-made parts cannot be returned once produced to your measurements.',
    ],
  },
  {
    id: 'terms-warranty',
    title: '7. Warranty',
    paragraphs: [
      'Carcass boards: 10 years against swelling and termites. Hinges, channels and lift systems: 5 years under the maker’s warranty. Workmanship: 1 year from handover.',
      'The warranty does not cover damage from water leaks, misuse, heat sources placed against the units, or repairs by others.',
    ],
  },
  {
    id: 'terms-privacy',
    title: '8. Your information',
    paragraphs: [
      'We use your contact details and site photos only to design, produce, install and service your order, and keep them as long as the warranty lasts. We never sell them.',
    ],
  },
  {
    id: 'terms-disputes',
    title: '9. Disputes',
    paragraphs: [
      'Tell us first: most problems are fixed by a site visit. Disputes that remain are settled under Indian law by the courts of Pune.',
    ],
  },
];
