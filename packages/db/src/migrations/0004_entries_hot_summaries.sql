DROP INDEX "entries_overall_points_idx";--> statement-breakpoint
ALTER TABLE "entries" SET (fillfactor = 50);
