#!/bin/sh
# MinIO's setup, run by the chart's post-install/upgrade Job and by compose's minio-buckets: the reports bucket, and
# the analyzer's user with a policy on that bucket alone (the analyzer never holds MinIO's root credentials); when
# DOCUMENTS_BUCKET is given, the same for the documents service (its completed PDFs) with a user of its own.
# Idempotent: the users' secrets and the policies are set again on every run, so a rotated key takes effect.
# Reads ENDPOINT, MINIO_ROOT_USER, MINIO_ROOT_PASSWORD, BUCKET, ANALYZER_ACCESS_KEY, ANALYZER_SECRET_KEY, and
# optionally DOCUMENTS_BUCKET, DOCUMENTS_ACCESS_KEY, DOCUMENTS_SECRET_KEY.
set -eu
until mc alias set homeward "$ENDPOINT" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null 2>&1; do
  sleep 2
done
mc mb --ignore-existing "homeward/$BUCKET"
cat > /tmp/analyzer-policy.json <<EOF
{"Version": "2012-10-17", "Statement": [
  {"Effect": "Allow", "Action": ["s3:ListBucket", "s3:GetBucketLocation"], "Resource": ["arn:aws:s3:::$BUCKET"]},
  {"Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:AbortMultipartUpload"],
   "Resource": ["arn:aws:s3:::$BUCKET/*"]}]}
EOF
mc admin user add homeward "$ANALYZER_ACCESS_KEY" "$ANALYZER_SECRET_KEY"
mc admin policy create homeward homeward-analyzer /tmp/analyzer-policy.json
# Attaching a policy that is already attached is an error; then the user's info shows it in place.
mc admin policy attach homeward homeward-analyzer --user "$ANALYZER_ACCESS_KEY" ||
  mc admin user info homeward "$ANALYZER_ACCESS_KEY" | grep -q homeward-analyzer
if [ -n "${DOCUMENTS_BUCKET:-}" ]; then
  mc mb --ignore-existing "homeward/$DOCUMENTS_BUCKET"
  cat > /tmp/documents-policy.json <<EOF
{"Version": "2012-10-17", "Statement": [
  {"Effect": "Allow", "Action": ["s3:ListBucket", "s3:GetBucketLocation"], "Resource": ["arn:aws:s3:::$DOCUMENTS_BUCKET"]},
  {"Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
   "Resource": ["arn:aws:s3:::$DOCUMENTS_BUCKET/*"]}]}
EOF
  mc admin user add homeward "$DOCUMENTS_ACCESS_KEY" "$DOCUMENTS_SECRET_KEY"
  mc admin policy create homeward homeward-documents /tmp/documents-policy.json
  mc admin policy attach homeward homeward-documents --user "$DOCUMENTS_ACCESS_KEY" ||
    mc admin user info homeward "$DOCUMENTS_ACCESS_KEY" | grep -q homeward-documents
fi
