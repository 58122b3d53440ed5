"""What the stateful links hook (boatcare_links.py) keeps and drops, one link at a time; run by
scripts/fuzz/links-hook.fuzz.ts with the schemathesis environment's Python."""

import unittest

from boatcare_links import wrong_link

ID = {"type": "string"}
BOAT = {"type": "object", "properties": {"id": ID, "photos": {"type": "array", "items": {"properties": {"id": ID}}}}}
PAGE = {"type": "object", "properties": {"data": {"type": "array", "items": {"properties": {"id": ID}}}}}


class WrongLink(unittest.TestCase):
    def test_drops_a_field_that_may_be_null(self):
        visit = {"type": "object", "properties": {"jobId": {"type": "string", "nullable": True}}}
        reason = wrong_link("/care-plans/{id}", visit, "/jobs/{id}", "id", "$response.body#/jobId")
        self.assertEqual(reason, "a field that may be null")

    def test_drops_the_id_of_a_listed_item_as_another_parameter(self):
        reason = wrong_link("/jobs/{id}/photos", BOAT, "/jobs/{id}", "id", "$response.body#/photos/*/id")
        self.assertEqual(reason, "the id of a photos item")

    def test_keeps_the_id_of_a_listed_item_as_its_own_parameter(self):
        reason = wrong_link("/boats", BOAT, "/boats/{id}/photos/{photoId}", "photoId", "$response.body#/photos/*/id")
        self.assertIsNone(reason)

    def test_drops_a_records_id_as_a_nested_parameter_of_the_collection_it_lists(self):
        reason = wrong_link("/boats/{id}/photos", BOAT, "/boats/{id}/photos/{photoId}", "photoId", "$response.body#/id")
        self.assertEqual(reason, "the id of the record that lists its photos")

    def test_drops_a_path_parameter_into_another_collection(self):
        reason = wrong_link("/jobs/{id}", {}, "/boats/{id}", "id", "$request.path.id")
        self.assertEqual(reason, "the id of a jobs record")

    def test_keeps_a_path_parameter_into_the_same_collection(self):
        self.assertIsNone(wrong_link("/jobs/{id}", {}, "/jobs/{id}/work", "id", "$request.path.id"))

    def test_keeps_a_records_id_and_a_pages_row_ids(self):
        self.assertIsNone(wrong_link("/boats", BOAT, "/boats/{id}", "id", "$response.body#/id"))
        self.assertIsNone(wrong_link("/jobs", PAGE, "/jobs/{id}", "id", "$response.body#/data/*/id"))


if __name__ == "__main__":
    unittest.main()
