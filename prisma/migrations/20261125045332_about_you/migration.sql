-- CreateTable
CREATE TABLE "about_you" (
    "user_id" TEXT NOT NULL,
    "name" TEXT,
    "work" TEXT,
    "home" TEXT,
    "likes" TEXT,
    "looking_for" TEXT,
    "samples" TEXT[],
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "about_you_pkey" PRIMARY KEY ("user_id")
);

-- AddForeignKey
ALTER TABLE "about_you" ADD CONSTRAINT "about_you_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
