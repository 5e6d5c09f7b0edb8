-- A recce photo names two files: the photo and its thumbnail (20261125110000). Deleting the row, or
-- changing either path, tombstones both for the file store's sweep, as storage_path alone was.
drop trigger if exists recce_photos_file_removal on public.recce_photos;
create trigger recce_photos_file_removal after delete or update of storage_path, thumbnail_path on public.recce_photos
  for each row execute function public.record_file_removal('storage_path', 'thumbnail_path');
