-- Why the seeded deals were won or lost (deals.close_reason, 20261125050000): the board's won and
-- lost columns and the close dialog show them.
select public.quiet_audit();

update public.deals d
   set close_reason = (array[
         'Chose a local carpenter', 'Budget moved to the next financial year', 'Went with a cheaper quote',
         'Project on hold after the site inspection'])[1 + abs(hashtext(d.id::text)) % 4]
 where d.stage = 'lost' and d.close_reason is null;

update public.deals d
   set close_reason = (array[
         'Liked the 3D design and the finish samples', 'Advance received after the showroom visit',
         'Best delivery date for the handover'])[1 + abs(hashtext(d.id::text)) % 3]
 where d.stage = 'won' and d.close_reason is null;
