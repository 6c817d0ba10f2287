-- Issue #36: the catalogue's first page by streams (the admin landing's track and album totals,
-- /admin/catalog) sorted every track, and summed every album's tracks, on each call: 0.4–2.4 s on
-- the demo data with a cold cache. An index gives tracks in stream order; each album keeps the sum
-- of its tracks' streams, kept by the triggers below, in an index of its own.
create index tracks_streams on tracks (streams desc, id);

alter table albums add column streams bigint not null default 0;
update albums al set streams = coalesce((select sum(t.streams) from tracks t where t.album_id = al.id), 0);
create index albums_streams on albums (streams desc, id);

-- One update per statement (the demo seed writes every track at once), for the albums it touched.
create function albums_streams_refresh() returns trigger language plpgsql as $$
begin
  update albums al set streams = coalesce((select sum(t.streams) from tracks t where t.album_id = al.id), 0)
   where al.id in (select album_id from changed_tracks where album_id is not null);
  return null;
end $$;
create trigger tracks_inserted_album_streams after insert on tracks
  referencing new table as changed_tracks for each statement execute function albums_streams_refresh();
create trigger tracks_deleted_album_streams after delete on tracks
  referencing old table as changed_tracks for each statement execute function albums_streams_refresh();
-- An update may move a track to another album: the albums of the old rows and of the new rows.
create function albums_streams_refresh_moved() returns trigger language plpgsql as $$
begin
  update albums al set streams = coalesce((select sum(t.streams) from tracks t where t.album_id = al.id), 0)
   where al.id in (select album_id from old_tracks where album_id is not null union select album_id from new_tracks where album_id is not null);
  return null;
end $$;
create trigger tracks_updated_album_streams after update on tracks
  referencing old table as old_tracks new table as new_tracks for each statement execute function albums_streams_refresh_moved();
