#!/bin/bash
# Asks the running probe platform to rebuild the site and waits for it.
B=http://127.0.0.1:39417
TOKEN=$(curl -s -X POST $B/api/v1/auth/login -H 'content-type: application/json' -H "x-forwarded-for: 10.9.$((RANDOM%250)).$((RANDOM%250))" -d '{"email":"admin@example.com","password":"admin123"}' | python3 -c "import sys,json;print(json.load(sys.stdin)['data']['accessToken'])")
before=$(grep -c "full update" /tmp/wtui-server.log)
curl -s -X POST $B/api/v1/blogs/admin/site-rebuild -H "authorization: Bearer $TOKEN" | head -c 200; echo
for i in $(seq 1 120); do n=$(grep -c "full update" /tmp/wtui-server.log); [ "$n" -gt "$before" ] && break; sleep 3; done
grep "full update" /tmp/wtui-server.log | tail -1
