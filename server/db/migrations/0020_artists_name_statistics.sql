-- Issue #40: a name search's page and total follow the planner's guess of how many artists match.
-- With the default 100 sampled names it guessed 97 for "echo" when 23,000 of 1,000,000 matched:
-- it counted them (a bitmap of every match) and sorted them, 91 ms, instead of walking the
-- listeners index for 25 (1 ms). 1,000 sampled names put its guesses within a few percent
-- (`npm run bench -- --lists`).
alter index artists_name_trgm alter column 1 set statistics 1000;
alter index artists_name_prefix alter column 1 set statistics 1000;
analyze artists;
