-- A saved reply remembers the message it answered (saves made before this have none)
ALTER TABLE "saved_reply" ADD COLUMN "her_message" TEXT;
