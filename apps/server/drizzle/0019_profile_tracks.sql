-- A pilot may keep a track off their public profile (pilotProfile); only its owner sets this.
ALTER TABLE "beats" ADD COLUMN "hidden_from_profile" boolean DEFAULT false NOT NULL;
