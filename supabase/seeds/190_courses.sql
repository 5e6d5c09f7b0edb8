-- Demo data: training courses for staff (migration 20261125150000_courses.sql). Sales is enrolled
-- in "Selling modular kitchens" and Production in "Edge banding basics", both due at the end of
-- October, so the managers see who is behind; Nisha Bhat has finished hers and holds the
-- certificate. Asha Rao has "Site recce checklist" (one module, quiz pass mark 67%) still to do.

select public.quiet_audit();

insert into public.courses (id, title, description, category, status, estimated_minutes, created_by, created_at, updated_at)
select md5('fpw:course:' || c.n)::uuid, c.title, c.description, c.category, c.status, c.minutes,
       (select s.id from public.staff s where s.email = 'priya.nair@fpw.in'),
       '2026-10-01 10:00+05:30', '2026-10-01 10:00+05:30'
  from (values
    (1, 'Edge banding basics', 'Choosing the edge band for a panel, setting up the edge bander and checking the finished edge.', 'Production', 'published', 45),
    (2, 'Reading a cutting plan', 'How the optimizer lays parts on a sheet, what the cut order means and how offcuts come back to stock.', 'Production', 'published', 40),
    (3, 'Site recce checklist', 'What to carry, what to measure and what to photograph on a site survey, so design never has to go back.', 'Design', 'published', 30),
    (4, 'Selling modular kitchens', 'Layouts, carcass and shutter materials, and how to walk a client from the first visit to an approved quotation.', 'Sales', 'published', 60),
    (5, 'GST on quotations', 'Rates by HSN, inter-state supplies and what the client sees on the printed quotation.', 'Accounts', 'draft', 20)
  ) as c(n, title, description, category, status, minutes);

insert into public.course_modules (id, course_id, position, title)
select md5('fpw:course-module:' || m.n)::uuid, md5('fpw:course:' || m.course)::uuid, m.position, m.title
  from (values
    (1, 1, 1, 'Edge bands and where they go'),
    (2, 1, 2, 'On the edge bander'),
    (3, 2, 1, 'Sheets, parts and kerf'),
    (4, 3, 1, 'On site'),
    (5, 4, 1, 'Kitchen layouts'),
    (6, 4, 2, 'From first visit to approval'),
    (7, 5, 1, 'GST rates')
  ) as m(n, course, position, title);

insert into public.course_lessons (id, module_id, position, title, kind, body, video_url, attachment_path)
select md5('fpw:course-lesson:' || l.n)::uuid, md5('fpw:course-module:' || l.module)::uuid, l.position, l.title,
       l.kind, l.body, l.video_url, l.attachment_path
  from (values
    (1, 1, 1, 'PVC, ABS and acrylic edge bands', 'text',
     'PVC is our everyday edge band: 0.8 mm on carcass edges that stay hidden, 2 mm on shutters and visible edges. ABS is chosen where the client asks for no chlorine. Acrylic (3D) bands go with high-gloss shutters.',
     null, null),
    (2, 1, 2, 'Which edges get banded', 'text',
     'Read the BOM: every part lists the edge band per side. Visible edges are always banded; the back edge of a carcass side against the wall is not. Grain-locked parts keep the band''s grain running with the panel.',
     null, null),
    (3, 2, 1, 'Setting up the edge bander', 'video', 'Watch the setup, then check the pressure roller and the glue temperature on our machine before the first part.',
     'https://www.youtube.com/watch?v=edgebander-setup', null),
    (4, 2, 2, 'Edge band chart', 'attachment', 'The chart on the machine: band thickness, glue temperature and feed speed by panel thickness.',
     null, 'courses/edge-banding/edge-band-chart.pdf'),
    (5, 3, 1, 'Sheets, trims and saw kerf', 'text',
     'A cutting plan starts from the stock sheet size, takes off the trims on each edge and leaves the saw kerf (4 mm on our beam saw) between parts. Yield is the parts'' area over the sheets'' area.',
     null, null),
    (6, 3, 2, 'Cut order and offcuts', 'text',
     'Cut in the order printed: the long rip cuts first, then the cross cuts. Offcuts above 300 x 300 mm are labelled and returned to stock with their size.',
     null, null),
    (7, 4, 1, 'What to carry', 'text',
     'Laser measure, 5 m tape, the recce form on the tablet, a torch for lofts and under-sink spaces, and the client''s floor plan if they have one.',
     null, null),
    (8, 4, 2, 'Measuring a room', 'video', 'Start from a fixed corner at floor level and work clockwise; write every measurement in millimetres on the sketch.',
     'https://www.youtube.com/watch?v=site-recce-measuring', null),
    (9, 5, 1, 'L, U and parallel kitchens', 'text',
     'An L-shaped kitchen suits most 2BHK flats; a U needs at least 2.4 m across; a parallel kitchen keeps the hob and the sink on opposite walls.',
     null, null),
    (10, 6, 1, 'The first visit', 'text',
     'Book the site visit within two days of the enquiry, take the recce checklist, and leave the client with a rough budget range, never a final price.',
     null, null),
    (11, 6, 2, 'Getting the quotation approved', 'text',
     'Walk the client through the BOQ room by room, explain the shutter and carcass materials, and follow up within three days of sending the quotation.',
     null, null),
    (12, 7, 1, 'Rates by HSN', 'text', 'Furniture modules carry 18% GST; installation billed separately follows its own rate.', null, null)
  ) as l(n, module, position, title, kind, body, video_url, attachment_path);

insert into public.module_quizzes (id, module_id, pass_mark)
select md5('fpw:course-quiz:' || q.module)::uuid, md5('fpw:course-module:' || q.module)::uuid, q.pass_mark
  from (values (1, 70), (2, 50), (3, 70), (4, 67), (5, 60), (6, 60)) as q(module, pass_mark);

insert into public.quiz_questions (quiz_id, position, prompt, choices, correct_index)
select md5('fpw:course-quiz:' || q.module)::uuid, q.position, q.prompt, q.choices::jsonb, q.correct
  from (values
    (1, 1, 'Which edge band goes on a high-gloss shutter?', '["0.8 mm PVC", "Acrylic (3D)", "No band"]', 1),
    (1, 2, 'Is the back edge of a carcass side against the wall banded?', '["Yes, always", "No"]', 1),
    (2, 1, 'What do you check before the first part on the edge bander?', '["The glue temperature and the pressure roller", "Only the band colour"]', 0),
    (3, 1, 'How wide is the saw kerf on our beam saw?', '["1 mm", "4 mm", "10 mm"]', 1),
    (3, 2, 'Which cuts come first?', '["The cross cuts", "The long rip cuts"]', 1),
    (4, 1, 'Where do you start measuring a room?', '["From the ceiling", "From a fixed corner, at floor level", "Anywhere along the longest wall"]', 1),
    (4, 2, 'What do you photograph before leaving the site?', '["Only the kitchen", "Every wall, the electrical points and the plumbing", "Nothing: the sketch is enough"]', 1),
    (4, 3, 'In which unit are measurements written on the sketch?', '["Millimetres", "Feet and inches", "Centimetres"]', 0),
    (5, 1, 'Which layout needs at least 2.4 m across?', '["L-shaped", "U-shaped", "Parallel"]', 1),
    (6, 1, 'What does the client get at the first visit?', '["A final price", "A rough budget range"]', 1),
    (6, 2, 'When do you follow up a sent quotation?', '["Within three days", "After a month"]', 0)
  ) as q(module, position, prompt, choices, correct);

-- Sales in the kitchens course and Production in edge banding, as whole departments; Design and
-- Asha in the recce checklist.
insert into public.course_enrolments (course_id, staff_id, due_on, via_department, assigned_by, created_at, updated_at)
select md5('fpw:course:' || e.course)::uuid, s.id, e.due_on::date, e.department,
       (select a.id from public.staff a where a.email = 'priya.nair@fpw.in'),
       '2026-10-05 10:00+05:30', '2026-10-05 10:00+05:30'
  from (values
    (4, 'Sales', '2026-10-31'),
    (1, 'Production', '2026-10-31'),
    (3, 'Design', '2027-01-31')
  ) as e(course, department, due_on)
  join public.staff s on s.department = e.department and s.active;

insert into public.course_enrolments (course_id, staff_id, due_on, assigned_by, created_at, updated_at)
select md5('fpw:course:3')::uuid, s.id, '2027-01-31',
       (select a.id from public.staff a where a.email = 'vikram.singh@fpw.in'),
       '2026-11-02 10:00+05:30', '2026-11-02 10:00+05:30'
  from public.staff s where s.email = 'asha.rao@fpw.in';

-- Progress: Nisha finished the kitchens course; Asha is halfway; Imran has read the first module.
insert into public.lesson_progress (lesson_id, staff_id, done_at)
select md5('fpw:course-lesson:' || p.lesson)::uuid, s.id, p.done_at::timestamptz
  from (values
    ('nisha.bhat@fpw.in', 9, '2026-10-12 11:00+05:30'),
    ('nisha.bhat@fpw.in', 10, '2026-10-14 11:00+05:30'),
    ('nisha.bhat@fpw.in', 11, '2026-10-14 11:20+05:30'),
    ('asha.rao@fpw.in', 9, '2026-10-20 16:00+05:30'),
    ('imran.shaikh@fpw.in', 1, '2026-10-08 09:00+05:30'),
    ('imran.shaikh@fpw.in', 2, '2026-10-08 09:30+05:30')
  ) as p(email, lesson, done_at)
  join public.staff s on s.email = p.email;

insert into public.quiz_attempts (quiz_id, staff_id, answers, correct, total, score, pass_mark, passed, created_at)
select md5('fpw:course-quiz:' || a.module)::uuid, s.id, a.answers::integer[], a.correct, a.total, a.score,
       a.pass_mark, a.passed, a.at::timestamptz
  from (values
    ('nisha.bhat@fpw.in', 5, '{1}', 1, 1, 100, 60, true, '2026-10-12 11:10+05:30'),
    ('nisha.bhat@fpw.in', 6, '{1,0}', 2, 2, 100, 60, true, '2026-10-14 11:30+05:30'),
    ('asha.rao@fpw.in', 5, '{0}', 0, 1, 0, 60, false, '2026-10-20 16:10+05:30'),
    ('imran.shaikh@fpw.in', 1, '{1,1}', 2, 2, 100, 70, true, '2026-10-08 09:45+05:30')
  ) as a(email, module, answers, correct, total, score, pass_mark, passed, at)
  join public.staff s on s.email = a.email;

insert into public.certificates (course_id, staff_id, code, issued_at)
select md5('fpw:course:4')::uuid, s.id, 'FPW-2026-KITCHEN1', '2026-10-14 11:30+05:30'
  from public.staff s where s.email = 'nisha.bhat@fpw.in';
