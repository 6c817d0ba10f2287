-- Top pages over long ranges (issue #15). Unique visitors of a page over a range come from one row
-- per page, user and year holding a bitmap of the days of that year they viewed it, instead of one
-- row per page, user and day (ten times fewer rows to read for 90 days); views and time on page are
-- kept per page and day.
drop table behavior_daily_pages;

create table behavior_daily_pages (
  day date not null,
  path_id integer not null,
  views integer not null,
  -- time on page is credited to the day of the view it follows, for the views that another page view closed
  timed_views integer not null default 0,
  time_ms bigint not null default 0,
  primary key (day, path_id)
);

create table behavior_page_visitors (
  year smallint not null,
  path_id integer not null,
  user_id text not null references users (id) on delete cascade,
  -- bit n (0 = leftmost) set: viewed on day n + 1 of the year (UTC)
  days bit(366) not null,
  primary key (year, path_id, user_id)
);
