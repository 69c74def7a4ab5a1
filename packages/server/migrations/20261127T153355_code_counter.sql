CREATE TABLE "code_counter" (
	"resource" varchar(120) NOT NULL,
	"shape" varchar(300) NOT NULL,
	"last" bigint NOT NULL,
	CONSTRAINT "code_counter_resource_shape_pk" PRIMARY KEY("resource","shape")
);

