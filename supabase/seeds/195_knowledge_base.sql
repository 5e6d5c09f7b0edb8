-- Demo data: the knowledge base (migration 20261125140000_knowledge_base.sql). How-to articles and
-- standard answers in the business's words, by category, with owners, review dates (a few older than
-- six months, so the "needs review" filter has work), votes, and questions nobody could answer yet.
-- The sales manager's role gets knowledge.manage (administrators hold every permission).

select public.quiet_audit();

insert into public.role_permissions (role_id, permission_code)
values (md5('fpw:role:Sales manager')::uuid, 'knowledge.manage')
on conflict do nothing;

insert into public.kb_categories (id, name, description, position, created_at, updated_at)
select md5('fpw:kb-category:' || c.slug)::uuid, c.name, c.description, c.position,
       '2026-01-05 10:00+05:30', '2026-01-05 10:00+05:30'
  from (values
    ('materials', 'Boards and panels', 'Plywood, MDF, particle board, HDHMR and their grades', 1),
    ('finishes', 'Edge banding and laminates', 'Edge bands, laminates, acrylic and how they are applied', 2),
    ('hardware', 'Hardware', 'Hinges, channels, handles and fittings', 3),
    ('site', 'Site and installation', 'Recce, site readiness, delivery and installation', 4),
    ('billing', 'Billing and GST', 'Taxes, invoices and payment stages', 5),
    ('care', 'Warranty and care', 'What the warranty covers and how to look after the furniture', 6),
    ('design', 'Design process', 'From the first meeting to production drawings', 7)
  ) as c(slug, name, description, position);

insert into public.kb_articles (id, title, category_id, tags, body_html, status, created_by, owner_id,
                                last_reviewed_at, published_at, created_at, updated_at)
select md5('fpw:kb-article:' || a.slug)::uuid, a.title, md5('fpw:kb-category:' || a.category)::uuid, a.tags,
       a.body, a.status::public.kb_article_status, a.author::uuid, a.owner::uuid,
       a.reviewed::timestamptz,
       case when a.status = 'draft' then null else a.reviewed::timestamptz end,
       a.reviewed::timestamptz, a.reviewed::timestamptz
  from (values
    ('edge-banding-basics', 'finishes', 'Edge banding: thickness and materials', array['edge band', 'pvc', 'abs', 'shutters'],
     $b$<p>Every exposed edge of a panel gets an edge band so that moisture cannot enter the core and the edge does not chip.</p>
<p>We use 2 mm thick PVC or ABS edge band on shutters, drawer fronts and every visible edge, and 0.8 mm edge band on carcass edges that sit against a wall or inside the cabinet.</p>
<p>The edge band is matched to the laminate shade and finish; for high-gloss shutters we use a matching high-gloss edge band. Edge banding is applied on our automatic edge bander with hot-melt PUR or EVA glue, then trimmed, scraped and buffed.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000004', '5a1e0000-0000-4000-8000-000000000004', '2026-10-02 10:00+05:30'),
    ('edge-band-peeling', 'finishes', 'Why edge bands peel and how we prevent it', array['edge band', 'peeling', 'glue', 'pur'],
     $b$<p>An edge band peels when the glue line is starved, the panel edge is dusty or wet, or the glue is not rated for heat and steam near the hob.</p>
<p>We use PUR glue on kitchen shutters and on every panel near the sink and hob, because PUR does not soften with heat and moisture the way EVA glue does.</p>
<p>If a customer reports a peeling edge band within the warranty period, log a warranty claim with photos; the service team re-bands the panel at the factory or replaces the shutter.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000004', '5a1e0000-0000-4000-8000-000000000004', '2026-09-14 10:00+05:30'),
    ('panel-grades', 'materials', 'Panel grades: MR, BWR and BWP', array['plywood', 'grade', 'mr', 'bwr', 'bwp'],
     $b$<p>Plywood is sold in three grades by how it resists water. MR (moisture resistant, IS 303) is for dry areas such as wardrobes, beds and TV units.</p>
<p>BWR (boiling water resistant) takes occasional splashes and humid rooms. BWP (boiling water proof, IS 710, marine grade) is bonded with phenolic resin and is the grade for wet areas.</p>
<p>Our standard specification is BWP for kitchen base units and vanities, BWR for wall units and lofts, and MR for bedroom and living room furniture, unless the client asks for a higher grade.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000004', '5a1e0000-0000-4000-8000-000000000004', '2026-08-20 10:00+05:30'),
    ('bwp-plywood', 'materials', 'BWP plywood for kitchens and bathrooms', array['bwp', 'plywood', 'kitchen', 'waterproof', 'marine'],
     $b$<p>BWP plywood (boiling water proof, also called marine plywood) is bonded with phenol formaldehyde resin, so it does not delaminate when it gets wet.</p>
<p>Under the kitchen sink and in bathroom vanities we always use BWP plywood with PUR glued edge bands; water can stand on it for hours without swelling, though standing water should still be wiped.</p>
<p>BWP plywood costs about 20 to 25 percent more than MR grade. Explain to the customer that the sink and hob base units are where water damage usually starts.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000002', '5a1e0000-0000-4000-8000-000000000004', '2026-10-10 10:00+05:30'),
    ('mdf-particle-hdhmr', 'materials', 'MDF, particle board and HDHMR compared', array['mdf', 'particle board', 'hdhmr', 'boards'],
     $b$<p>MDF (medium density fibreboard) has a smooth, even face that takes paint, PU and routed profiles well; it is the board for painted and profiled shutters.</p>
<p>Pre-laminated particle board is the most economical carcass material for wardrobes and office furniture in dry rooms, but it does not hold screws well when re-fixed.</p>
<p>HDHMR (high density high moisture resistance board) is denser and takes moisture better than MDF; we offer it as an alternative to plywood for kitchen shutters.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000004', '5a1e0000-0000-4000-8000-000000000004', '2026-03-12 10:00+05:30'),
    ('laminate-care', 'care', 'Caring for laminate surfaces', array['laminate', 'cleaning', 'care', 'scratches'],
     $b$<p>Clean laminate with a soft damp cloth and a mild soap solution, then wipe it dry. Never use steel wool, scouring powder or abrasive pads, which scratch the surface and dull the finish.</p>
<p>Remove stains such as turmeric, tea or ink at once with warm soapy water; for stubborn marks use a little isopropyl alcohol on a soft cloth.</p>
<p>Do not place hot vessels directly on a laminate top, and do not drag heavy objects across it; use trivets and felt pads.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000003', '2026-09-30 10:00+05:30'),
    ('acrylic-care', 'care', 'Cleaning acrylic and high-gloss shutters', array['acrylic', 'high gloss', 'cleaning', 'care'],
     $b$<p>Acrylic and high-gloss shutters come with a protective film; peel it off only after installation is complete, or the shutter will get scuffed on site.</p>
<p>Wipe acrylic with a microfibre cloth and plain water or a glass cleaner without ammonia. Fine swirl marks can be polished out with an acrylic polish.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000003', '2026-07-18 10:00+05:30'),
    ('warranty-policy', 'care', 'Warranty on modular furniture', array['warranty', 'hinges', 'channels', 'guarantee'],
     $b$<p>Our modular furniture carries a 10 year warranty on the carcass against manufacturing defects such as delamination, swelling of BWP panels and joint failure.</p>
<p>Hardware is covered by the maker's warranty: hinges and drawer channels of Hettich and Hafele carry a lifetime warranty against manufacturing defects, and lift-up fittings 5 years.</p>
<p>The warranty does not cover damage from misuse, water leaks in the building, termites after handover, or changes made by another carpenter.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000005', '5a1e0000-0000-4000-8000-000000000002', '2026-06-30 10:00+05:30'),
    ('warranty-claim', 'care', 'How to raise a warranty claim', array['warranty', 'claim', 'service'],
     $b$<p>Ask the customer for the project code, photos of the problem and a short description, and open a service task on the project.</p>
<p>The service team calls the customer within two working days and visits within a week; parts that must be remade at the factory take two to three weeks.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000005', '5a1e0000-0000-4000-8000-000000000002', '2026-04-08 10:00+05:30'),
    ('gst-furniture', 'billing', 'GST on furniture and interior work', array['gst', 'tax', 'invoice', 'hsn'],
     $b$<p>Modular furniture, wardrobes and kitchens we manufacture are billed at 18 percent GST (HSN 9403). Installation and design services are billed at 18 percent GST as well (SAC 9954 and 9983).</p>
<p>Within Karnataka the invoice shows 9 percent CGST and 9 percent SGST; for a site in another state it shows 18 percent IGST.</p>
<p>A business customer who gives us their GSTIN before the invoice is raised can claim input tax credit; we cannot change the GSTIN on an invoice once it is filed.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000006', '5a1e0000-0000-4000-8000-000000000006', '2026-10-15 10:00+05:30'),
    ('payment-schedule', 'billing', 'Payment schedule: 10-40-40-10', array['payment', 'advance', 'booking'],
     $b$<p>Our standard payment schedule is 10 percent booking advance, 40 percent at design sign-off, 40 percent before dispatch and the last 10 percent after handover.</p>
<p>Production starts only after the design sign-off payment is received; dispatch waits for the third payment.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000006', '5a1e0000-0000-4000-8000-000000000006', '2026-09-01 10:00+05:30'),
    ('installation-timelines', 'site', 'Installation timelines', array['installation', 'timeline', 'kitchen', 'wardrobe', 'delivery'],
     $b$<p>After design sign-off, production takes 25 to 30 working days for a full home and 15 to 20 working days for a modular kitchen alone.</p>
<p>On site, installing a modular kitchen takes 3 to 4 days and a wardrobe about 1 day each; a full 3 BHK takes 10 to 12 days including hardware adjustment and cleaning.</p>
<p>Countertops are fitted after the base units, and the chimney and hob after the countertop, so kitchen installation needs the stone vendor on day 2.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000002', '5a1e0000-0000-4000-8000-000000000002', '2026-10-20 10:00+05:30'),
    ('site-recce-checklist', 'site', 'Site recce checklist', array['recce', 'site survey', 'measurement', 'checklist'],
     $b$<p>During a site recce, measure every wall at three heights and note the ceiling height, skirting, windows, doors and beams in the layout sketch.</p>
<p>Check and photograph the electrical points, plumbing inlets and outlets, gas line, and any dampness or seepage on the walls before the design starts.</p>
<p>Record the lift size and staircase width, so that long panels and tall units can reach the flat, and note the society's working hours for installation.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000003', '2026-08-05 10:00+05:30'),
    ('site-readiness', 'site', 'Site readiness before installation', array['site', 'installation', 'civil work', 'painting'],
     $b$<p>Before installation the civil work, flooring, false ceiling and the first coat of paint must be complete, and the site must have power and water.</p>
<p>Tiles behind the kitchen counter and the electrical points must be final; moving a point after the units are fixed means cutting a panel.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000003', '2026-02-20 10:00+05:30'),
    ('hinge-types', 'hardware', 'Hinge types: full, half and inset overlay', array['hinges', 'overlay', 'hardware'],
     $b$<p>A full overlay hinge lets the shutter cover the whole side panel; we use it on end cabinets and single cabinets.</p>
<p>A half overlay hinge is used where two shutters share one middle partition, so each shutter covers half the partition. An inset hinge sets the shutter inside the carcass, flush with its front edge.</p>
<p>All our hinges are soft-close, 110 degree opening by default; corner units and tall units get 165 degree hinges.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000004', '5a1e0000-0000-4000-8000-000000000004', '2026-09-25 10:00+05:30'),
    ('soft-close-channels', 'hardware', 'Soft-close drawers and channels', array['channels', 'drawers', 'soft close', 'tandem'],
     $b$<p>Kitchen drawers run on full-extension, soft-close concealed channels (tandem boxes) rated for 30 to 40 kg.</p>
<p>Telescopic ball-bearing channels are a lower-cost option for wardrobe drawers; they are not soft-close unless a separate damper is added.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000004', '5a1e0000-0000-4000-8000-000000000004', '2026-03-30 10:00+05:30'),
    ('wardrobe-shutters', 'design', 'Sliding or hinged wardrobe shutters', array['wardrobe', 'sliding', 'shutters'],
     $b$<p>Sliding wardrobe shutters suit bedrooms where the bed or a door is less than 900 mm from the wardrobe; hinged shutters need that space to open.</p>
<p>Sliding shutters cost more because of the aluminium profile and track system, and only half of the wardrobe is open at a time.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000003', '2026-10-05 10:00+05:30'),
    ('design-to-production', 'design', 'From design sign-off to production', array['design', 'sign-off', 'production', 'drawings'],
     $b$<p>Once the client signs off the 3D design and the 40 percent payment is received, the designer prepares working drawings and the bill of material.</p>
<p>Production checks the bill of material, runs the cutting optimizer and releases the cut list; from then on, changes cost time and material.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000003', '2026-09-10 10:00+05:30'),
    ('changes-after-signoff', 'design', 'Design changes after sign-off', array['design', 'changes', 'sign-off'],
     $b$<p>Small changes (a handle, a shade of laminate) are accepted until the cut list is released. After that, any change is a new BOQ line with its own price and adds 7 to 10 days.</p>
<p>Always confirm a change in writing with the client and update the quotation, so the final invoice matches what was made.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000002', '5a1e0000-0000-4000-8000-000000000002', '2026-08-28 10:00+05:30'),
    ('termite-protection', 'materials', 'Termite and borer protection', array['termite', 'borer', 'plywood'],
     $b$<p>All the plywood we use is treated against termites and borers at the mill (chemical treatment to IS 5539).</p>
<p>If the building has an active termite problem, the customer must have it treated by a pest control agency before installation; the treated board resists termites but a colony in the walls will still spread.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000004', '5a1e0000-0000-4000-8000-000000000004', '2026-07-02 10:00+05:30'),
    ('kitchen-countertops', 'design', 'Kitchen countertop options', array['countertop', 'granite', 'quartz', 'kitchen'],
     $b$<p>Granite is the most common countertop: hard, heat resistant and economical. Quartz is non-porous and stain resistant, in more colours, and costs about twice as much.</p>
<p>The countertop is supplied by the stone vendor and fitted on day 2 of kitchen installation, after the base units are levelled.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000003', '2026-10-12 10:00+05:30'),
    ('delivery-packaging', 'site', 'Delivery and packaging', array['delivery', 'packaging', 'dispatch'],
     $b$<p>Panels leave the factory packed flat in five-ply corrugated sheets with corner guards, each box labelled with the project code and room.</p>
<p>Delivery is by our own truck within Bengaluru; unloading needs the lift or staircase to be free for about two hours.</p>$b$,
     'published', '5a1e0000-0000-4000-8000-000000000004', '5a1e0000-0000-4000-8000-000000000004', '2026-10-22 10:00+05:30'),
    ('handleless-profiles', 'hardware', 'Handle profiles for handleless kitchens', array['handles', 'profile', 'g-profile'],
     $b$<p>A G-profile or J-profile in aluminium replaces handles on a handleless kitchen; it is fixed along the top of the base shutters.</p>$b$,
     'draft', '5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000003', '2026-11-20 10:00+05:30'),
    ('old-payment-schedule', 'billing', 'Payment schedule 20-30-50 (until 2025)', array['payment', 'archived'],
     $b$<p>Until 2025 the payment schedule was 20 percent advance, 30 percent at design sign-off and 50 percent before dispatch.</p>$b$,
     'archived', '5a1e0000-0000-4000-8000-000000000006', '5a1e0000-0000-4000-8000-000000000006', '2025-12-01 10:00+05:30')
  ) as a(slug, category, title, tags, body, status, author, owner, reviewed);

insert into public.kb_feedback (article_id, staff_id, helpful, created_at, updated_at)
select md5('fpw:kb-article:' || f.slug)::uuid, f.staff::uuid, f.helpful, '2026-11-10 12:00+05:30', '2026-11-10 12:00+05:30'
  from (values
    ('gst-furniture', '5a1e0000-0000-4000-8000-000000000001', true),
    ('gst-furniture', '5a1e0000-0000-4000-8000-000000000002', true),
    ('gst-furniture', '5a1e0000-0000-4000-8000-000000000009', true),
    ('installation-timelines', '5a1e0000-0000-4000-8000-000000000001', true),
    ('installation-timelines', '5a1e0000-0000-4000-8000-000000000010', false),
    ('bwp-plywood', '5a1e0000-0000-4000-8000-000000000001', true),
    ('warranty-policy', '5a1e0000-0000-4000-8000-000000000009', false)
  ) as f(slug, staff, helpful);

insert into public.kb_unanswered_questions (id, question, asked_by, asked_at, status, article_id, created_at, updated_at)
values
  (md5('fpw:kb-question:1')::uuid, 'Do you make furniture for schools and colleges in bulk?',
   '5a1e0000-0000-4000-8000-000000000001', '2026-11-21 11:00+05:30', 'open', null,
   '2026-11-21 11:00+05:30', '2026-11-21 11:00+05:30'),
  (md5('fpw:kb-question:2')::uuid, 'Can the customer pay the balance with a credit card EMI?',
   '5a1e0000-0000-4000-8000-000000000009', '2026-11-23 16:30+05:30', 'open', null,
   '2026-11-23 16:30+05:30', '2026-11-23 16:30+05:30');
