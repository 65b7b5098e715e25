-- CreateTable
CREATE TABLE "usage_day" (
    "subject" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "usage_day_pkey" PRIMARY KEY ("subject","day")
);

-- CreateTable
CREATE TABLE "reply_rating" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "tone" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "engine" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reply_rating_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "usage_day_day_idx" ON "usage_day"("day");

-- CreateIndex
CREATE INDEX "reply_rating_subject_idx" ON "reply_rating"("subject");

-- CreateIndex
CREATE INDEX "reply_rating_created_at_idx" ON "reply_rating"("created_at");
