-- Demo data for the leads pages: the WhatsApp and e-mail templates behind the lead drawer's
-- buttons, and a few leads that make the access rules visible in the demo. Each sales executive
-- owns leads of their own (040_crm.sql allocates the 400 leads among Asha, Vikram, Nisha and
-- Rohan); these add leads of Nisha's and Rohan's outside every campaign Asha works on, so Asha
-- signing in does not see them while Vikram (the manager) does.

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

insert into public.message_templates (id, kind, name, subject, body, active, position, created_at, updated_at)
values
  (md5('fpw:message-template:whatsapp:introduction')::uuid, 'whatsapp', 'Introduction', null,
   'Namaste {name}, this is {owner} from Fine Panel Works. Thank you for your interest in our interiors. When would be a good time to talk about your home?',
   true, 1, '2026-09-01 10:00+05:30', '2026-09-01 10:00+05:30'),
  (md5('fpw:message-template:whatsapp:follow-up')::uuid, 'whatsapp', 'Follow-up reminder', null,
   'Hi {name}, {owner} here from Fine Panel Works. Just checking in on your plans. Shall we fix a visit to our experience centre in Peenya this week?',
   true, 2, '2026-09-01 10:05+05:30', '2026-09-01 10:05+05:30'),
  (md5('fpw:message-template:whatsapp:site-visit')::uuid, 'whatsapp', 'Site visit confirmation', null,
   'Hello {name}, your site visit with Fine Panel Works is confirmed. Our designer will call you on {phone} before arriving. Regards, {owner}',
   true, 3, '2026-09-01 10:10+05:30', '2026-09-01 10:10+05:30'),
  (md5('fpw:message-template:whatsapp:festive-offer')::uuid, 'whatsapp', 'Diwali offer (ended)', null,
   'Happy Diwali {name}! Free 3D design and 10% off wardrobes until 15 November. Reply YES and {owner} will call you.',
   false, 4, '2026-09-15 10:00+05:30', '2026-11-16 10:00+05:30'),
  (md5('fpw:message-template:email:introduction')::uuid, 'email', 'Introduction',
   'Interiors for {company} from Fine Panel Works',
   E'Dear {name},\n\nThank you for reaching out to Fine Panel Works. We design and build modular kitchens, wardrobes and complete interiors in our own factory in Peenya, Bengaluru.\n\nI would be glad to understand your requirement and share ideas. You can reach me on this e-mail or I can call you on {phone}.\n\nWarm regards,\n{owner}\nFine Panel Works',
   true, 1, '2026-09-01 10:15+05:30', '2026-09-01 10:15+05:30'),
  (md5('fpw:message-template:email:quotation')::uuid, 'email', 'Quotation follow-up',
   'Your quotation from Fine Panel Works',
   E'Dear {name},\n\nI hope you had a chance to go through the design and the quotation we shared. I am happy to walk you through the finishes and hardware options, or adjust the scope to your budget.\n\nPlease let me know a convenient time.\n\nRegards,\n{owner}\nFine Panel Works',
   true, 2, '2026-09-01 10:20+05:30', '2026-09-01 10:20+05:30');

-- Leads of Nisha's and Rohan's with no campaign: Asha must not see them.
insert into public.leads (
  id, name, email, phone, company_name, address, city, state, pincode, source, campaign_id, owner_id, stage_id,
  status_id, next_follow_up_at, interest, estimated_value, notes, created_at, updated_at)
values
  (md5('fpw:lead:nisha-private')::uuid, 'Farah Qureshi', 'farah.qureshi@gmail.com', '+91 98860 44110', null,
   'Flat 1203, Sobha Dream Acres', 'Bengaluru', 'Karnataka', '560087', 'referral', null,
   '5a1e0000-0000-4000-8000-000000000009', md5('fpw:lead-stage:Qualified')::uuid, md5('fpw:lead-status:Hot')::uuid,
   '2026-11-26 11:00+05:30', 'Full home interiors', 1450000, 'Referred by her architect; wants a walk-in wardrobe',
   '2026-11-10 12:00+05:30', '2026-11-10 12:00+05:30'),
  (md5('fpw:lead:rohan-private')::uuid, 'Gautam Sen', null, '+91 90080 55120', 'Sen Associates',
   'Unit 4, Embassy Tech Village', 'Bengaluru', 'Karnataka', '560103', 'website', null,
   '5a1e0000-0000-4000-8000-000000000010', md5('fpw:lead-stage:Contacted')::uuid, md5('fpw:lead-status:Warm')::uuid,
   '2026-11-27 15:00+05:30', 'Office workstations', 900000, null,
   '2026-11-12 10:30+05:30', '2026-11-12 10:30+05:30');

insert into public.lead_follow_ups (id, lead_id, follow_up_at, stage_id, status_id, comment, by_staff_id, created_at, updated_at)
values
  (md5('fpw:follow-up:nisha-private:1')::uuid, md5('fpw:lead:nisha-private')::uuid, '2026-11-12 16:00+05:30',
   md5('fpw:lead-stage:Qualified')::uuid, md5('fpw:lead-status:Hot')::uuid,
   'Budget confirmed; visiting the experience centre next week', '5a1e0000-0000-4000-8000-000000000009',
   '2026-11-12 16:00+05:30', '2026-11-12 16:00+05:30');
